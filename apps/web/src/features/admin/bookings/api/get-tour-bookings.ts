import { listTourBookings } from '@raahi/contract/bookings';
import { callList } from '../../../../lib/api-client.ts';
import { bookingListQuery, type BookingListParams } from './booking-list-params.ts';

/** Every tour booking, for tour managers and admins. */
export const getTourBookings = (p: BookingListParams) => callList(listTourBookings, { query: bookingListQuery(p) });

export const tourBookingsKey = ['admin', 'bookings', 'tour'] as const;
