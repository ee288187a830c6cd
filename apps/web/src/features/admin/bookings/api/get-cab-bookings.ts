import { listCabBookings, listCabBookingsOfCab } from '@raahi/contract/bookings';
import { callList } from '../../../../lib/api-client.ts';
import { bookingListQuery, type BookingListParams } from './booking-list-params.ts';

/** Every cab's bookings (an admin; an owner gets its own cab's), or one cab's. */
export const getCabBookings = (cabId: string | null, p: BookingListParams) =>
  cabId
    ? callList(listCabBookingsOfCab, { params: { cabId }, query: bookingListQuery(p) })
    : callList(listCabBookings, { query: bookingListQuery(p) });

export const cabBookingsKey = (cabId: string | null) => ['admin', 'bookings', 'cab', cabId ?? 'all'] as const;
