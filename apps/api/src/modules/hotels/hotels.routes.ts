import * as api from '@raahi/contract/hotels';
import { route } from '../../http/route.ts';
import { toWireHotel, toWireHotelCard } from '../../wire/hotel.ts';
import { pageOfListingsForAdmin } from '../listings/listings.repo.ts';
import {
  createListing,
  editListing,
  getListingForStaff,
  getListingOfOwner,
  getLiveListing,
  removeListing,
} from '../listings/owned-listings.service.ts';
import { searchHotels } from './hotels.repo.ts';

export const hotelRoutes = [
  route(api.listHotels, async ({ db, query }) => {
    const { rows, total } = await searchHotels(db, query);
    return { items: rows.map(toWireHotelCard), total };
  }),
  route(api.getHotel, async ({ db, params }) => toWireHotel(await getLiveListing(db, 'hotel', params.id))),

  route(api.getHotelOfUser, async ({ db, params }) => toWireHotel(await getListingOfOwner(db, 'hotel', params.userId))),
  route(api.updateHotelAsOwner, async ({ db, actor, params, body }) =>
    toWireHotel(await editListing(db, 'hotel', actor, params.hotelId, body)),
  ),

  route(api.createHotel, async ({ db, actor, body }) => toWireHotel(await createListing(db, 'hotel', actor, body))),
  route(api.listHotelsForAdmin, async ({ db, query }) => {
    const { rows, total } = await pageOfListingsForAdmin(db, 'hotel', query);
    return { items: rows.map(toWireHotel), total };
  }),
  route(api.deleteHotel, async ({ db, params }) => {
    const { archived } = await removeListing(db, 'hotel', params.id);
    return { message: 'Hotel deleted successfully.', archived };
  }),
  route(api.getHotelForAdmin, async ({ db, params }) => toWireHotel(await getListingForStaff(db, 'hotel', params.hotelId))),
  route(api.updateHotelAsAdmin, async ({ db, actor, params, body }) =>
    toWireHotel(await editListing(db, 'hotel', actor, params.hotelId, body)),
  ),
];
