import { listHotelBookings, listHotelBookingsOfHotel } from '@raahi/contract/bookings';
import { callList } from '../../../../lib/api-client.ts';
import { bookingListQuery, type BookingListParams } from './booking-list-params.ts';

/** Every hotel's bookings (an admin; an owner gets its own hotel's), or one hotel's. */
export const getHotelBookings = (hotelId: string | null, p: BookingListParams) =>
  hotelId
    ? callList(listHotelBookingsOfHotel, { params: { hotelId }, query: bookingListQuery(p) })
    : callList(listHotelBookings, { query: bookingListQuery(p) });

export const hotelBookingsKey = (hotelId: string | null) => ['admin', 'bookings', 'hotel', hotelId ?? 'all'] as const;
