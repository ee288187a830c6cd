import type { CabBooking } from '@raahi/contract/bookings';
import { apiList } from '../../../../lib/api-client.ts';
import { bookingListQuery, ensureList, type BookingListParams } from './booking-list-params.ts';

/** GET /api/admin/cab/booking (every cab, for admins) or GET /api/cab/booking/cabBook/{cabId} (one cab). */
export const getCabBookings = (cabId: string | null, p: BookingListParams) =>
  apiList<CabBooking>(
    `${cabId ? `/api/cab/booking/cabBook/${encodeURIComponent(cabId)}` : '/api/admin/cab/booking'}${bookingListQuery(p)}`,
  ).then(ensureList);

export const cabBookingsKey = (cabId: string | null) => ['admin', 'bookings', 'cab', cabId ?? 'all'] as const;
