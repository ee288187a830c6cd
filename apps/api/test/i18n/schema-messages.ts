// Every message the contract's schemas give a refusal: the messages written into its zod schemas (a check's,
// an enum's, a refinement's), found by walking each schema every contract module exports.
import fs from 'node:fs';
import path from 'node:path';

type Def = Record<string, unknown> & { type?: string; error?: (issue: unknown) => unknown; checks?: unknown[] };
type Schema = { _zod?: { def: Def } };

const isSchema = (v: unknown): v is Schema =>
  typeof v === 'object' && v !== null && '_zod' in v && typeof (v as Schema)._zod?.def === 'object';

/** A schema's (or a check's) own message, when it was given one. */
function messageOf(def: Def): string | undefined {
  if (typeof def.error !== 'function') return undefined;
  const said = def.error({ code: 'custom', input: undefined, inst: undefined });
  if (typeof said === 'string') return said;
  if (said && typeof said === 'object' && 'message' in said && typeof said.message === 'string') return said.message;
  return undefined;
}

function walk(schema: unknown, found: Set<string>, seen: Set<unknown>) {
  if (!isSchema(schema) || seen.has(schema)) return;
  seen.add(schema);
  const def = schema._zod!.def;
  const own = messageOf(def);
  if (own) found.add(own);
  for (const check of def.checks ?? []) {
    const checkDef = (check as Schema)._zod?.def;
    if (checkDef) {
      const m = messageOf(checkDef);
      if (m) found.add(m);
    }
  }
  for (const value of Object.values(def)) {
    if (isSchema(value)) walk(value, found, seen);
    else if (Array.isArray(value)) value.forEach((v) => walk(v, found, seen));
    else if (value && typeof value === 'object' && value.constructor === Object)
      for (const inner of Object.values(value)) walk(inner, found, seen);
  }
  // an object's shape is a getter on its def
  const shape = (def as { shape?: Record<string, unknown> }).shape;
  if (shape) for (const inner of Object.values(shape)) walk(inner, found, seen);
}

/** The messages of every schema exported by packages/contract/src (its modules and folders). */
export async function contractSchemaMessages(): Promise<Set<string>> {
  const root = path.resolve(import.meta.dirname, '../../../../packages/contract/src');
  const files = fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !f.includes('i18n/node-catalogues'));
  const found = new Set<string>();
  const seen = new Set<unknown>();
  for (const file of files) {
    const mod = (await import(path.join(root, file))) as Record<string, unknown>;
    for (const value of Object.values(mod)) {
      walk(value, found, seen);
      // endpoint tables: { body, query, params, response } and the like
      if (value && typeof value === 'object' && !isSchema(value)) for (const inner of Object.values(value)) walk(inner, found, seen);
    }
  }
  return found;
}
