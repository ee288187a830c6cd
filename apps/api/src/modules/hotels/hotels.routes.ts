import * as api from '@raahi/contract/hotels';
import { page } from '../../http/page.ts';
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
  route(api.listHotels, async ({ db, query }) => page(await searchHotels(db, query), toWireHotelCard)),
  route(api.getHotel, async ({ db, params }) => toWireHotel(await getLiveListing(db, 'hotel', params.id))),

  route(api.getHotelOfUser, async ({ db, params }) => toWireHotel(await getListingOfOwner(db, 'hotel', params.userId))),
  route(api.updateHotelAsOwner, async ({ db, actor, params, body }) =>
    toWireHotel(await editListing(db, 'hotel', actor, params.hotelId, body)),
  ),

  route(api.createHotel, async ({ db, actor, body }) => toWireHotel(await createListing(db, 'hotel', actor, body))),
  route(api.listHotelsForAdmin, async ({ db, query }) => page(await pageOfListingsForAdmin(db, 'hotel', query), toWireHotel)),
  route(api.deleteHotel, async ({ db, params }) => {
    const { archived } = await removeListing(db, 'hotel', params.id);
    return { message: 'Hotel deleted successfully.', archived };
  }),
  route(api.getHotelForAdmin, async ({ db, params }) => toWireHotel(await getListingForStaff(db, 'hotel', params.hotelId))),
  route(api.updateHotelAsAdmin, async ({ db, actor, params, body }) =>
    toWireHotel(await editListing(db, 'hotel', actor, params.hotelId, body)),
  ),
];
