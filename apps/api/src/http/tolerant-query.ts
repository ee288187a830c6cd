// How a query string is read before a row's query schema validates it, the same for every route, so that
// any client written to the specs is understood (docs/decisions/0011-tolerant-wire.md):
// - an empty value means the parameter is absent (`guests=&price=`, as a form that sends every field does);
// - a name matches the schema's name in any case (`starRating` and `starrating`, `maxbudget` and `maxBudget`);
// - `name[]=x` and `name[0]=x` are `name=x` (repeated and comma-separated lists were already read).
// It only renames and drops: every value still passes the row's schema.
import type * as z from 'zod/v4/core';

type Query = Record<string, unknown>;

/** The parameter names an object schema declares (none for any other schema: then names are left as sent). */
export function declaredNames(schema: z.$ZodType | undefined): string[] {
  const def = schema?._zod.def as { type?: string; shape?: Record<string, unknown>; in?: z.$ZodType } | undefined;
  if (def?.type === 'object' && def.shape) return Object.keys(def.shape);
  if (def?.type === 'pipe') return declaredNames(def.in);
  return [];
}

const isBlank = (v: unknown) => v === undefined || (typeof v === 'string' && v.trim() === '');

/** Reads `raw` (the parsed query string) with the names in `names`; a name sent twice in two spellings keeps every value. */
export function tolerantQuery(raw: Query, names: readonly string[]): Query {
  const byLowerCase = new Map(names.map((n) => [n.toLowerCase(), n]));
  const values = new Map<string, unknown[]>();
  for (const [sent, value] of Object.entries(raw)) {
    const bare = sent.replace(/\[\d*\]$/, '');
    const name = names.includes(bare) ? bare : (byLowerCase.get(bare.toLowerCase()) ?? bare);
    const present = (Array.isArray(value) ? value : [value]).filter((v) => !isBlank(v));
    if (present.length) values.set(name, [...(values.get(name) ?? []), ...present]);
  }
  return Object.fromEntries([...values].map(([name, vs]) => [name, vs.length === 1 ? vs[0] : vs]));
}
