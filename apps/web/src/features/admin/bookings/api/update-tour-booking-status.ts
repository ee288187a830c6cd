import { setTourBookingStatus } from '@raahi/contract/bookings';
import type { BookingStatus } from '@raahi/contract/rules/booking-actions';
import { call } from '../../../../lib/api-client.ts';

export const updateTourBookingStatus = (id: string, status: BookingStatus, reason?: string) =>
  call(setTourBookingStatus, { params: { bookingId: id }, body: { status, reason } });
