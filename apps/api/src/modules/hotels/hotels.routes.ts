import * as admin from '@raahi/contract/hotel-admin';
import * as api from '@raahi/contract/hotels';
import { page } from '../../http/page.ts';
import { route } from '../../http/route.ts';
import { reviewToWire, toWireHotel, toWireHotelCard } from '../listings/index.ts';
import { addListing, editListing, getListingForStaff, listMyListings, ownedListingRoutes } from '../listings/index.ts';
import { searchHotels, type HotelSearchRow } from './hotels.repo.ts';
import { supplierOf } from '../../config.ts';
import { pageWithProviders } from '../providers/index.ts';
import { areaOf } from '../places/index.ts';
import { followHotelForm } from '../rooms/index.ts';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../auth/index.ts';
import type { HotelInput } from '@raahi/contract/hotel-admin';
import { toPaise, toRupees } from '../../lib/money.ts';

/** The hotel form's edit; what it changes of price, rooms and policy its default room and plan follow (rooms.service.ts). */
async function editHotel(db: Db, actor: SessionUser, id: string, body: HotelInput) {
  const before = await getListingForStaff(db, 'hotel', id);
  await editListing(db, 'hotel', actor, id, body);
  const price = toPaise(body.price);
  await followHotelForm(db, before.id, {
    ...(price !== before.price && { price }),
    ...(body.rooms !== undefined && body.rooms !== before.rooms && { rooms: body.rooms }),
    ...(body.cancellationPolicy !== undefined && { cancellationPolicy: body.cancellationPolicy }),
  });
  return getListingForStaff(db, 'hotel', id);
}

/** A search's card; with dates, the stay's price in rupees. */
const toWireSearchCard = ({ stay, ...row }: HotelSearchRow) => ({
  ...toWireHotelCard(row),
  area: areaOf(row.address, row.location),
  ...(stay && {
    stay: {
      nights: stay.nights,
      rooms: stay.rooms,
      total: toRupees(stay.total),
      taxes: toRupees(stay.taxes),
      breakfastIncluded: stay.mealPlan !== 'EP',
      freeCancellation: stay.freeCancellation,
    },
  }),
});

/** One of the owner's hotels with its review. */
const own = (row: Parameters<typeof toWireHotel>[0]) => ({ ...toWireHotel(row), review: reviewToWire(row) });

export const hotelRoutes = [
  route(admin.listMyHotels, async ({ db, actor }) => (await listMyListings(db, 'hotel', actor)).map(own)),
  route(admin.addHotel, async ({ db, actor, body }) => own(await addListing(db, 'hotel', actor, body))),
  route(api.listHotels, async ({ db, app, query }) =>
    pageWithProviders(db, supplierOf(app), page(await searchHotels(db, query), toWireSearchCard)),
  ),
  ...ownedListingRoutes('hotel', admin.ownedHotels, toWireHotel, 'Hotel deleted successfully.'),
  route(admin.updateHotelAsOwner, async ({ db, actor, params, body }) => toWireHotel(await editHotel(db, actor, params.id, body))),
  route(admin.getHotelForAdmin, async ({ db, params }) => toWireHotel(await getListingForStaff(db, 'hotel', params.hotelId))),
  route(admin.updateHotelAsAdmin, async ({ db, actor, params, body }) => toWireHotel(await editHotel(db, actor, params.hotelId, body))),
];
