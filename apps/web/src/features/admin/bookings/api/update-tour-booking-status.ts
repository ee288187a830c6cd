import type { TourBooking } from '@raahi/contract/bookings';
import type { BookingStatus } from '@raahi/contract/common';
import { api } from '../../../../lib/api-client.ts';

/** PUT /api/tour/booking/updatestatus/{bookingId} */
export const updateTourBookingStatus = (id: string, status: BookingStatus) =>
  api<TourBooking>(`/api/tour/booking/updatestatus/${encodeURIComponent(id)}`, { method: 'PUT', body: { status } });
