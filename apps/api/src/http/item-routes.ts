// The four calls a managed collection (blog posts, offers, package categories) makes on one item: create,
// read, save and delete, each answered with the item on the wire (a delete with its message). A module
// states its rows, its service and its wire mapper once; rows of its own (lists, public reads) stay routes.
import type { EndpointDef } from '@raahi/contract/endpoint';
import type * as z from 'zod/v4/core';
import type { Db } from '../db/client.ts';
import { route } from './route.ts';

type ById = z.$ZodType<{ id: string }>;

/** The contract's create, get, update and remove rows of one collection (`collectionRows`). */
type ItemRows<W, C, U> = {
  create: EndpointDef & { body: z.$ZodType<C>; response: z.$ZodType<W> };
  get: EndpointDef & { params: ById; response: z.$ZodType<W> };
  update: EndpointDef & { params: ById; body: z.$ZodType<U>; response: z.$ZodType<W> };
  remove: EndpointDef & { params: ById; response: z.$ZodType<{ message: string }> };
};

/** What the collection's service does with one item (a missing one is its 404). */
export type ItemService<R, C, U> = {
  create: (db: Db, body: C) => Promise<R>;
  get: (db: Db, id: string) => Promise<R>;
  edit: (db: Db, id: string, body: U) => Promise<R>;
  remove: (db: Db, id: string) => Promise<unknown>;
};

/** `deleted`: the delete's message, 'Offer deleted successfully.' */
export function itemRoutes<R, W, C, U>(rows: ItemRows<W, C, U>, service: ItemService<R, C, U>, toWire: (row: R) => W, deleted: string) {
  return [
    // a change and its audit entry commit together (db/change-notes.ts recordBeforeCommit)
    route(rows.create, async ({ db, body }) => toWire(await db.transaction((tx) => service.create(tx, body)))),
    route(rows.get, async ({ db, params }) => toWire(await service.get(db, params.id))),
    route(rows.update, async ({ db, params, body }) => toWire(await db.transaction((tx) => service.edit(tx, params.id, body)))),
    route(rows.remove, async ({ db, params }) => {
      await db.transaction((tx) => service.remove(tx, params.id));
      return { message: deleted };
    }),
  ];
}
