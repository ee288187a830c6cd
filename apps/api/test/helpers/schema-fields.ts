// Walks a zod/mini schema of the contract and lists the fields a client fills in: where each sits in the
// body or query, and whether it takes text, a number or a calendar date (or date and time). The input
// sweep (input-sweep.test.ts) sends each field the values PostgreSQL cannot store.
import { randomUUID } from 'node:crypto';
import { id, pathId } from '@raahi/contract/fields';
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

export type FieldKind = 'text' | 'date' | 'instant' | 'number';
/** `within`: what else the body must carry for the field to be read: a discriminated union's tag, by its dotted path */
export type Field = { path: (string | number)[]; kind: FieldKind; schema: $ZodType; within?: Record<string, unknown> };

type Def = {
  type: string;
  shape?: Record<string, $ZodType>;
  innerType?: $ZodType;
  in?: $ZodType;
  out?: $ZodType;
  element?: $ZodType;
  options?: $ZodType[];
  entries?: Record<string, string>;
  discriminator?: string;
  values?: unknown[];
};
const defOf = (s: $ZodType) => s._zod.def as unknown as Def;
const accepts = (s: $ZodType, v: unknown) => z.safeParse(s, v).success;

/**
 * A field that reads calendar dates takes a real one and refuses an impossible one; judged by the schema
 * itself, so a text field that happens to accept digits and dashes is not taken for a date.
 */
function dateKind(field: $ZodType): FieldKind | undefined {
  if (accepts(field, '2030-01-15') && !accepts(field, '2030-02-30')) return 'date';
  if (accepts(field, '2030-01-15T10:00') && !accepts(field, '2030-02-30T10:00')) return 'instant';
  return undefined;
}

/** Every fillable field of `schema`; an array contributes its first item, a union each of its options. */
export function fieldsOf(schema: $ZodType): Field[] {
  const out: Field[] = [];
  const walk = (s: $ZodType, path: (string | number)[], field: $ZodType, within?: Record<string, unknown>) => {
    const def = defOf(s);
    switch (def.type) {
      case 'object':
        for (const [key, value] of Object.entries(def.shape!)) walk(value, [...path, key], value, within);
        return;
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'nonoptional':
      case 'readonly':
      case 'catch':
        return walk(def.innerType!, path, field, within);
      case 'pipe':
        // what a client sends is the pipe's input; a transform first (a repeated query value) takes anything
        return walk(defOf(def.in!).type === 'transform' ? def.out! : def.in!, path, field, within);
      case 'array':
        return walk(def.element!, [...path, 0], def.element!, within);
      case 'union':
        for (const option of def.options!) {
          // a discriminated union reads an option's fields only beside that option's tag
          const tag = def.discriminator && defOf(defOf(option).shape![def.discriminator]!).values?.[0];
          walk(option, path, field, tag === undefined ? within : { ...within, [[...path, def.discriminator!].join('.')]: tag });
        }
        return;
      case 'string':
        out.push({ path, kind: dateKind(field) ?? 'text', schema: field, ...(within && { within }) });
        return;
      case 'number':
        out.push({ path, kind: 'number', schema: field, ...(within && { within }) });
        return;
      default:
        // enums, literals, booleans and unknowns: nothing PostgreSQL could refuse reaches the database
        return;
    }
  };
  walk(schema, [], schema);
  // a union's options may name one path twice (a section's description: a text or a list of texts)
  const seen = new Set<string>();
  return out.filter((f) => {
    const key = `${JSON.stringify(f.within ?? {})}${f.path.join('.')}:${f.kind}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** Whether the field is declared with the contract's id (optional, nullable or not): it names a row. */
export function isIdField(field: Field): boolean {
  const leaf = (s: $ZodType): $ZodType => {
    const inner = defOf(s).innerType;
    return inner ? leaf(inner) : s;
  };
  const declared = leaf(field.schema);
  return declared === id || declared === pathId;
}

/** The body that carries `value` in `field`: its path inside an otherwise empty body, beside its unions' tags. */
export const bodyFor = (field: Field, value: unknown): unknown =>
  Object.entries(field.within ?? {}).reduce((body, [at, tag]) => setAt(body, at.split('.'), tag), bodyWith(field.path, value));

/** `body` with `value` at `path` (a union's tag beside the field, at any depth). */
function setAt(body: unknown, path: string[], value: unknown): unknown {
  const [head, ...rest] = path;
  const at = (inner: unknown) => (rest.length ? setAt(inner, rest, value) : value);
  if (Array.isArray(body)) return body.map((item, i) => (String(i) === head ? at(item) : item));
  const o = (body ?? {}) as Record<string, unknown>;
  return { ...o, [head!]: at(o[head!]) };
}

/** A value at `path` inside an otherwise empty body: { a: [ { b: value } ] } for ['a', 0, 'b']. */
export function bodyWith(path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const inner = bodyWith(rest, value);
  return typeof head === 'number' ? [inner] : { [head!]: inner };
}

/** Path parameters that pass their schema: an enum's first value, a fresh UUID for an id. */
export function sampleParams(schema: $ZodType | undefined): Record<string, string> {
  if (!schema) return {};
  const def = defOf(schema);
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(def.shape ?? {})) {
    const d = defOf(value);
    out[key] = d.type === 'enum' ? Object.values(d.entries!)[0]! : randomUUID();
  }
  return out;
}
