// One row of the API's table: a call's method, path, inputs, answer and access policy. The API registers
// its routes from these rows (apps/api/src/http/route.ts) and the web calls the API through them
// (apps/web/src/lib/api-client.ts), so the two cannot drift apart. Each row is a named export of its
// domain's module, so a page bundles only the rows (and schemas) it uses.
import type * as z from 'zod/v4/core';
import type { Access } from './rules/access.ts';
import type { AuditMark } from './rules/audit.ts';

/** The header a list's answer carries its total in (the answer itself is one page). */
export const TOTAL_COUNT_HEADER = 'x-total-count';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type EndpointDef = {
  method: HttpMethod;
  /** Fastify's path syntax: `/api/hotel/:hotelId` */
  path: string;
  /** other paths a spec's client calls for the same row (served by the same handler, with the same rules) */
  aliases?: readonly string[];
  /** one line for the API documentation */
  summary: string;
  access: Access;
  params?: z.$ZodType;
  query?: z.$ZodType;
  body?: z.$ZodType;
  headers?: z.$ZodType;
  /** the success answer; with `list` the answer is an array of it and the total travels in X-Total-Count */
  response: z.$ZodType;
  list?: true;
  /** the success status (201 for creation); 200 when absent */
  status?: 200 | 201;
  /** the body is a multipart form (the upload call), read by the handler itself */
  multipart?: true;
  /** the call answers a file (a CSV export, a PDF), always or when the request asks for one: its handler returns a FileAnswer */
  file?: true;
  /**
   * The audit trail (rules/audit.ts): every change by staff or a provider is on it unless a row says `none`;
   * a read is when the row says `read` (it answers other people's personal data).
   */
  audit?: AuditMark;
};

/** Declares a row; `const` keeps the literal path, method and access for the types that read them. */
export const endpoint = <const E extends EndpointDef>(e: E): E => e;

type In<S> = S extends z.$ZodType ? z.input<S> : undefined;
type Out<S> = S extends z.$ZodType ? z.output<S> : undefined;

/** What a client sends: the schemas' input types. */
export type ParamsIn<E extends EndpointDef> = In<E['params']>;
export type QueryIn<E extends EndpointDef> = In<E['query']>;
export type BodyIn<E extends EndpointDef> = In<E['body']>;
export type HeadersIn<E extends EndpointDef> = In<E['headers']>;
/** What a handler receives: the schemas' output types (defaults applied, text trimmed). */
export type ParamsOut<E extends EndpointDef> = Out<E['params']>;
export type QueryOut<E extends EndpointDef> = Out<E['query']>;
export type BodyOut<E extends EndpointDef> = Out<E['body']>;
export type HeadersOut<E extends EndpointDef> = Out<E['headers']>;
/** One item of the answer (the whole answer unless the endpoint is a list). */
export type Item<E extends EndpointDef> = z.output<E['response']>;
/** What a client gets back. */
export type Answer<E extends EndpointDef> = E['list'] extends true ? Item<E>[] : Item<E>;

/** `/api/hotel/:hotelId` with `{ hotelId: 'a b' }` → `/api/hotel/a%20b` */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const v = params?.[name];
    if (v === undefined || v === null) throw new Error(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(String(v));
  });
}
