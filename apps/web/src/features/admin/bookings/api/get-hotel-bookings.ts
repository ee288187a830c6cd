import type { HotelBooking } from '@raahi/contract/bookings';
import { apiList } from '../../../../lib/api-client.ts';
import { bookingListQuery, ensureList, type BookingListParams } from './booking-list-params.ts';

/** GET /api/admin/hotel/booking (every hotel, for admins) or GET /api/booking/hotel/{hotelId} (one hotel). */
export const getHotelBookings = (hotelId: string | null, p: BookingListParams) =>
  apiList<HotelBooking>(
    `${hotelId ? `/api/booking/hotel/${encodeURIComponent(hotelId)}` : '/api/admin/hotel/booking'}${bookingListQuery(p)}`,
  ).then(ensureList);

export const hotelBookingsKey = (hotelId: string | null) => ['admin', 'bookings', 'hotel', hotelId ?? 'all'] as const;
