// The routes hotels and cabs have alike, for the rows the contract declares alike (`ownedListingRows`):
// the listing a user owns, a live listing, and the admin's create, table and delete. Each kind's module
// adds the rows that are its own (its public list, who edits it).
import type { ownedListingRows } from '@raahi/contract/collection';
import type { EndpointDef } from '@raahi/contract/endpoint';
import type * as z from 'zod/v4/core';
import { page } from '../../http/page.ts';
import { route } from '../../http/route.ts';
import { pageOfListingsForAdmin, type ListingKind, type ListingRow } from './listings.repo.ts';
import { supplierOf } from '../../config.ts';
import { oneWithProvider } from '../providers/index.ts';
import { createListing, getListingOfOwner, getLiveListing, removeListing, type Inputs } from './owned-listings.service.ts';

type Rows<K extends ListingKind, W> = ReturnType<typeof ownedListingRows<K, z.$ZodType<W>, z.$ZodType<Inputs[K]>>> & {
  /** GET the live listing `:id` names */
  get: EndpointDef & { params: z.$ZodType<{ id: string }>; response: z.$ZodType<W> };
};

/** `deleted`: the answer's message, 'Hotel deleted successfully.' */
export function ownedListingRoutes<K extends ListingKind, W>(
  kind: K,
  rows: Rows<K, W>,
  toWire: (row: ListingRow<K>) => W,
  deleted: string,
) {
  return [
    route(rows.get, async ({ db, app, params }) =>
      oneWithProvider(db, supplierOf(app), toWire(await getLiveListing(db, kind, params.id)) as W & object),
    ),
    route(rows.ofUser, async ({ db, params }) => toWire(await getListingOfOwner(db, kind, params.userId))),
    route(rows.create, async ({ db, actor, body }) => toWire(await createListing(db, kind, actor, body))),
    route(rows.listForAdmin, async ({ db, query }) => page(await pageOfListingsForAdmin(db, kind, query), toWire)),
    route(rows.remove, async ({ db, params }) => {
      const { archived } = await removeListing(db, kind, params.id);
      return { message: deleted, archived };
    }),
  ];
}
