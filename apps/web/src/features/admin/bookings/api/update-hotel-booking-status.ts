import type { HotelBooking } from '@raahi/contract/bookings';
import type { BookingStatus } from '@raahi/contract/common';
import { api } from '../../../../lib/api-client.ts';

/** PUT /api/booking/status/{bookingId} */
export const updateHotelBookingStatus = (id: string, status: BookingStatus) =>
  api<HotelBooking>(`/api/booking/status/${encodeURIComponent(id)}`, { method: 'PUT', body: { status } });
