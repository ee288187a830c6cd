import * as api from '@raahi/contract/hotels';
import { page } from '../../http/page.ts';
import { route } from '../../http/route.ts';
import { toWireHotel, toWireHotelCard } from '../../wire/hotel.ts';
import { editListing, getListingForStaff, ownedListingRoutes } from '../listings/index.ts';
import { searchHotels } from './hotels.repo.ts';
import { supplierOf } from '../../config.ts';
import { pageWithProviders } from '../providers/index.ts';

export const hotelRoutes = [
  route(api.listHotels, async ({ db, app, query }) =>
    pageWithProviders(db, supplierOf(app), page(await searchHotels(db, query), toWireHotelCard)),
  ),
  ...ownedListingRoutes('hotel', api.ownedHotels, toWireHotel, 'Hotel deleted successfully.'),
  route(api.updateHotelAsOwner, async ({ db, actor, params, body }) => toWireHotel(await editListing(db, 'hotel', actor, params.id, body))),
  route(api.getHotelForAdmin, async ({ db, params }) => toWireHotel(await getListingForStaff(db, 'hotel', params.hotelId))),
  route(api.updateHotelAsAdmin, async ({ db, actor, params, body }) =>
    toWireHotel(await editListing(db, 'hotel', actor, params.hotelId, body)),
  ),
];
