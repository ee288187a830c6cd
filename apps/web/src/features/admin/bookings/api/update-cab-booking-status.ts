import { setCabBookingStatus, updateCabBookingStatus as updateCabBookingStatusCall } from '@raahi/contract/bookings';
import type { BookingStatus } from '@raahi/contract/rules/booking-actions';
import { call } from '../../../../lib/api-client.ts';

/** The admin table's call and the owner table's (the spec gives each its own path; one rule serves both). */
export const updateCabBookingStatus = (as: 'admin' | 'owner') => (id: string, status: BookingStatus, reason?: string) =>
  call(as === 'admin' ? updateCabBookingStatusCall : setCabBookingStatus, { params: { bookingId: id }, body: { status, reason } });
