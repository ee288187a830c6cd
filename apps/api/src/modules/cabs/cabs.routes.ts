import * as admin from '@raahi/contract/cab-admin';
import * as api from '@raahi/contract/cabs';
import { page } from '../../http/page.ts';
import { route } from '../../http/route.ts';
import { notFound } from '../../lib/errors.ts';
import { reviewToWire, toWireCab } from '../listings/index.ts';
import { addListing, editListing, getListingForStaff, listMyListings, ownedListingRoutes } from '../listings/index.ts';
import { supplierOf } from '../../config.ts';
import { pageWithProviders } from '../providers/index.ts';
import { cityOf, placeOrRefuse } from '../places/index.ts';
import { cardOf } from './cab-trips.ts';
import { isTripSearch, searchTrip } from './cab-search.ts';
import { cabFares, searchCabs, setCabFares } from './cabs.repo.ts';

/** One of the owner's cabs with its review. */
const own = (row: Parameters<typeof toWireCab>[0]) => ({ ...toWireCab(row), review: reviewToWire(row) });

async function faresOf(db: Parameters<typeof cabFares>[0], cabId: string) {
  const f = await cabFares(db, cabId);
  if (!f) throw notFound('Cab');
  return { fareCard: cardOf(f), baseCity: f.baseCity, serviceRadiusKm: f.serviceRadiusKm };
}

export const cabRoutes = [
  route(admin.listMyCabs, async ({ db, actor }) => (await listMyListings(db, 'cab', actor)).map(own)),
  route(admin.addCab, async ({ db, actor, body }) => own(await addListing(db, 'cab', actor, body))),
  route(api.listCabs, async ({ db, app, query }) =>
    pageWithProviders(
      db,
      supplierOf(app),
      isTripSearch(query) ? await searchTrip(db, query) : page(await searchCabs(db, query), toWireCab),
    ),
  ),
  ...ownedListingRoutes('cab', admin.ownedCabs, toWireCab, 'Cab deleted successfully.'),
  route(admin.getEditableCab, async ({ db, params }) => toWireCab(await getListingForStaff(db, 'cab', params.cabId))),
  route(admin.updateCab, async ({ db, actor, params, body }) => toWireCab(await editListing(db, 'cab', actor, params.cabId, body))),
  route(admin.getCabFares, async ({ db, params }) => faresOf(db, params.cabId)),
  route(admin.updateCabFares, async ({ db, params, body }) => {
    await faresOf(db, params.cabId);
    const base = body.baseCity ? cityOf(placeOrRefuse('baseCity', body.baseCity)) : null;
    await setCabFares(db, params.cabId, {
      fareCard: body.fareCard,
      baseCity: base?.id ?? null,
      baseLat: base?.lat ?? null,
      baseLng: base?.lng ?? null,
      serviceRadiusKm: body.serviceRadiusKm,
    });
    return faresOf(db, params.cabId);
  }),
];
