// A contract schema's check run through the schema's own Standard Schema validator (`~standard`), so that a
// page calls no zod function of its own: zod loads with the schemas, and a page loads those when first used.
import type * as z from 'zod/v4/core';

export type Issue = { message: string; path: readonly PropertyKey[] };
export type Checked = { ok: true; value: unknown } | { ok: false; issues: Issue[] };

export function checkWith(schema: z.$ZodType, value: unknown): Checked {
  const result = schema['~standard'].validate(value);
  // the contract's schemas have no asynchronous refinements; one that had would be a mistake to hear of at once
  if (result instanceof Promise) throw new Error('checkWith: an asynchronous schema');
  if (!result.issues) return { ok: true, value: result.value };
  return {
    ok: false,
    issues: result.issues.map((i) => ({ message: i.message, path: (i.path ?? []).map((p) => (typeof p === 'object' ? p.key : p)) })),
  };
}
