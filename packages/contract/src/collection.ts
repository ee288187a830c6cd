// Rows that share who may make them. A domain states the access rule once (`rowsFor(access)`) and each row
// only its method (by the verb it is declared with), path, summary and its own parts; the rows of a
// collection (blog posts, offers, package categories, tour packages, hotels, cabs) also share their answer
// (`collectionRows(access, response)`). What a row declares is the same as with endpoint() (endpoint.ts).
import type * as z from 'zod/v4/core';
import { endpoint, type EndpointDef, type HttpMethod } from './endpoint.ts';
import { adminListQuery, deleteResult, idParams, pathId } from './fields.ts';
import * as zm from 'zod/mini';
import type { Access } from './rules/access.ts';

type Schema = z.$ZodType;
/** What a row states besides its method, path, summary and access. */
type Parts = Omit<EndpointDef, 'method' | 'path' | 'summary' | 'access'>;

export function rowsFor<const A extends Access>(access: A) {
  const verb =
    <const M extends HttpMethod>(method: M) =>
    <const P extends string, const R extends Parts>(path: P, summary: string, parts: R) =>
      endpoint({ method, path, summary, access, ...parts });
  return {
    get: verb('GET'),
    post: verb('POST'),
    put: verb('PUT'),
    patch: verb('PATCH'),
    delete: verb('DELETE'),
    /** GET: one page of `item`s; the total travels in X-Total-Count. */
    list: <const P extends string, const R extends Omit<Parts, 'response' | 'list'>, const I extends Schema>(
      path: P,
      summary: string,
      item: I,
      parts: R,
    ) => endpoint({ method: 'GET', path, summary, access, ...parts, response: item, list: true }),
  };
}

/** The rules most rows share: no account needed; any account; admins only; the providers (admins pass). */
export const anyone = rowsFor({ who: 'anyone' });
export const signedIn = rowsFor({ who: 'signed-in' });
export const admins = rowsFor({ who: 'admin' });
export const providers = rowsFor({ who: ['hotel', 'cab', 'tour'] });
/** every back-office role (admins pass) */
export const staff = rowsFor({ who: ['hotel', 'cab', 'tour', 'content'] });
/** whoever may see the booking a `:bookingId` names: its guest, its provider, admins */
export const bookingViewers = rowsFor({ who: 'signed-in', of: { booking: 'bookingId', operation: 'view' } });

export function collectionRows<const A extends Access, const R extends Schema>(access: A, response: R) {
  const rows = rowsFor(access);
  return {
    /** GET: one page of the collection; the total travels in X-Total-Count. */
    list: <const P extends string, const Q extends Schema>(path: P, summary: string, query: Q) =>
      rows.list(path, summary, response, { query }),
    /** GET: the item `:id` names. */
    get: <const P extends string>(path: P, summary: string) => rows.get(path, summary, { params: idParams, response }),
    /** POST: a new item, answered with 201. */
    create: <const P extends string, const B extends Schema>(path: P, summary: string, body: B) =>
      rows.post(path, summary, { body, response, status: 201 }),
    /** PUT: saves the item `:id` names. */
    update: <const P extends string, const B extends Schema>(path: P, summary: string, body: B) =>
      rows.put(path, summary, { params: idParams, body, response }),
    /** DELETE: removes the item `:id` names; `answer` is what the call answers instead of the item. */
    remove: <const P extends string, const D extends Schema>(path: P, summary: string, answer: D) =>
      rows.delete(path, summary, { params: idParams, response: answer }),
  };
}

/**
 * GET /api/<kind>/:id, a live hotel or cab: declared with the public rows (hotels.ts, cabs.ts), apart from the
 * owners' and admins' (hotel-admin.ts, cab-admin.ts), whose row group (`ownedListingRows`) holds it too.
 */
export const liveListingRow = <const K extends 'hotel' | 'cab', const L extends Schema>(kind: K, listing: L) =>
  collectionRows({ who: 'anyone' }, listing).get(`/api/${kind}/:id` as const, `One live ${kind}`);
type LiveListingRow<K extends 'hotel' | 'cab', L extends Schema> = ReturnType<typeof liveListingRow<K, L>>;

/**
 * The calls hotels and cabs have alike: a live listing, the first listing a user owns (an owner may run
 * many: GET /api/hotels/mine lists them), and the admin's create, table and delete (a listing with bookings is archived instead). `idParams`
 * (`:hotelId`, `:cabId`) and `owner` (its owner and admins may call) are for a kind's own edit rows.
 */
export function ownedListingRows<const K extends 'hotel' | 'cab', const L extends Schema, const I extends Schema>(
  kind: K,
  listing: L,
  input: I,
  live: LiveListingRow<K, L>,
) {
  const admin = collectionRows({ who: 'admin' }, listing);
  const param = `${kind}Id` as const;
  return {
    idParams: zm.object({ [param]: pathId } as Record<typeof param, typeof pathId>),
    owner: rowsFor({ who: [kind], of: { listing: kind, param } }),
    get: live,
    ofUser: rowsFor({ who: [kind], of: { self: 'userId', what: kind } }).get(
      `/api/${kind}/user/:userId` as const,
      `The first ${kind} a user owns (first added), drafts and archived ones included`,
      { params: zm.object({ userId: pathId }), response: listing },
    ),
    create: admin.create(`/api/admin/${kind}` as const, `Add a live ${kind}, owned by whom ownerId names`, input),
    listForAdmin: admin.list(
      `/api/admin/${kind}/all${kind}` as const,
      `Live ${kind}s, newest first; archived=true lists the archived ones`,
      adminListQuery,
    ),
    remove: admin.remove(
      `/api/admin/${kind}/all${kind}/:id` as const,
      `Erase a ${kind} without bookings; archive one with bookings`,
      deleteResult,
    ),
  };
}
