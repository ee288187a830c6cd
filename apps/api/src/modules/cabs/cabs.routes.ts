import * as api from '@raahi/contract/cabs';
import { page } from '../../http/page.ts';
import { route } from '../../http/route.ts';
import { toWireCab } from '../../wire/cab.ts';
import { editListing, getListingForStaff, ownedListingRoutes } from '../listings/index.ts';
import { searchCabs } from './cabs.repo.ts';
import { supplierOf } from '../../config.ts';
import { pageWithProviders } from '../providers/index.ts';

export const cabRoutes = [
  route(api.listCabs, async ({ db, app, query }) => pageWithProviders(db, supplierOf(app), page(await searchCabs(db, query), toWireCab))),
  ...ownedListingRoutes('cab', api.ownedCabs, toWireCab, 'Cab deleted successfully.'),
  route(api.getEditableCab, async ({ db, params }) => toWireCab(await getListingForStaff(db, 'cab', params.cabId))),
  route(api.updateCab, async ({ db, actor, params, body }) => toWireCab(await editListing(db, 'cab', actor, params.cabId, body))),
];
