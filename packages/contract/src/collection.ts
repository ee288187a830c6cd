// The rows of one collection (blog posts, offers, package categories, tour packages, hotels, cabs): its
// calls share who may make them and what they answer, so a domain states those once and each row states
// only its own path, summary and input. What a row declares is the same as with endpoint() (endpoint.ts).
import type * as z from 'zod/v4/core';
import { endpoint } from './endpoint.ts';
import { idParams } from './fields.ts';
import type { Access } from './rules/access.ts';

type Schema = z.$ZodType;

export function collectionRows<const A extends Access, const R extends Schema>(access: A, response: R) {
  return {
    /** GET: one page of the collection; the total travels in X-Total-Count. */
    list: <const P extends string, const Q extends Schema>(path: P, summary: string, query: Q) =>
      endpoint({ method: 'GET', path, summary, access, query, response, list: true }),
    /** GET: the item `:id` names. */
    get: <const P extends string>(path: P, summary: string) =>
      endpoint({ method: 'GET', path, summary, access, params: idParams, response }),
    /** POST: a new item, answered with 201. */
    create: <const P extends string, const B extends Schema>(path: P, summary: string, body: B) =>
      endpoint({ method: 'POST', path, summary, access, body, response, status: 201 }),
    /** PUT: saves the item `:id` names. */
    update: <const P extends string, const B extends Schema>(path: P, summary: string, body: B) =>
      endpoint({ method: 'PUT', path, summary, access, params: idParams, body, response }),
    /** DELETE: removes the item `:id` names; `answer` is what the call answers instead of the item. */
    remove: <const P extends string, const D extends Schema>(path: P, summary: string, answer: D) =>
      endpoint({ method: 'DELETE', path, summary, access, params: idParams, response: answer }),
  };
}
