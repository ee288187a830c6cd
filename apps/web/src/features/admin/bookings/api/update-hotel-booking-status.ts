import { setHotelBookingStatus } from '@raahi/contract/bookings';
import type { BookingStatus } from '@raahi/contract/rules/booking-actions';
import { call } from '../../../../lib/api-client.ts';

export const updateHotelBookingStatus = (id: string, status: BookingStatus, reason?: string) =>
  call(setHotelBookingStatus, { params: { bookingId: id }, body: { status, reason } });
