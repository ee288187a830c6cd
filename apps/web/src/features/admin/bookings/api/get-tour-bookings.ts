import type { TourBooking } from '@raahi/contract/bookings';
import { apiList } from '../../../../lib/api-client.ts';
import { bookingListQuery, ensureList, type BookingListParams } from './booking-list-params.ts';

/** GET /api/admin/tour/booking: every tour booking, for tour managers and admins. */
export const getTourBookings = (p: BookingListParams) =>
  apiList<TourBooking>(`/api/admin/tour/booking${bookingListQuery(p)}`).then(ensureList);

export const tourBookingsKey = ['admin', 'bookings', 'tour'] as const;
