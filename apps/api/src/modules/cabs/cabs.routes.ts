import * as api from '@raahi/contract/cabs';
import { page } from '../../http/page.ts';
import { route } from '../../http/route.ts';
import { toWireCab } from '../../wire/cab.ts';
import { addListing, editListing, getListingForStaff, listMyListings, ownedListingRoutes } from '../listings/index.ts';
import { reviewToWire } from '../../wire/owned-listing.ts';
import { searchCabs } from './cabs.repo.ts';
import { supplierOf } from '../../config.ts';
import { pageWithProviders } from '../providers/index.ts';

/** One of the owner's cabs with its review. */
const own = (row: Parameters<typeof toWireCab>[0]) => ({ ...toWireCab(row), review: reviewToWire(row) });

export const cabRoutes = [
  route(api.listMyCabs, async ({ db, actor }) => (await listMyListings(db, 'cab', actor)).map(own)),
  route(api.addCab, async ({ db, actor, body }) => own(await addListing(db, 'cab', actor, body))),
  route(api.listCabs, async ({ db, app, query }) => pageWithProviders(db, supplierOf(app), page(await searchCabs(db, query), toWireCab))),
  ...ownedListingRoutes('cab', api.ownedCabs, toWireCab, 'Cab deleted successfully.'),
  route(api.getEditableCab, async ({ db, params }) => toWireCab(await getListingForStaff(db, 'cab', params.cabId))),
  route(api.updateCab, async ({ db, actor, params, body }) => toWireCab(await editListing(db, 'cab', actor, params.cabId, body))),
];
