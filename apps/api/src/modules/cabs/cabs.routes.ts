import * as api from '@raahi/contract/cabs';
import { page } from '../../http/page.ts';
import { route } from '../../http/route.ts';
import { toWireCab } from '../../wire/cab.ts';
import { pageOfListingsForAdmin } from '../listings/listings.repo.ts';
import {
  createListing,
  editListing,
  getListingForStaff,
  getListingOfOwner,
  getLiveListing,
  removeListing,
} from '../listings/owned-listings.service.ts';
import { searchCabs } from './cabs.repo.ts';

export const cabRoutes = [
  route(api.listCabs, async ({ db, query }) => page(await searchCabs(db, query), toWireCab)),
  route(api.getCab, async ({ db, params }) => toWireCab(await getLiveListing(db, 'cab', params.id))),

  route(api.getCabOfUser, async ({ db, params }) => toWireCab(await getListingOfOwner(db, 'cab', params.userId))),
  route(api.getEditableCab, async ({ db, params }) => toWireCab(await getListingForStaff(db, 'cab', params.cabId))),
  route(api.updateCab, async ({ db, actor, params, body }) => toWireCab(await editListing(db, 'cab', actor, params.cabId, body))),

  route(api.createCab, async ({ db, actor, body }) => toWireCab(await createListing(db, 'cab', actor, body))),
  route(api.listCabsForAdmin, async ({ db, query }) => page(await pageOfListingsForAdmin(db, 'cab', query), toWireCab)),
  route(api.deleteCab, async ({ db, params }) => {
    const { archived } = await removeListing(db, 'cab', params.id);
    return { message: 'Cab deleted successfully.', archived };
  }),
];
