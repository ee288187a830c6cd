import { actOnBooking, type BookingActionBody } from '@raahi/contract/bookings';
import type { BookingAction } from '@raahi/contract/rules/booking-operations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { myBookingsKey } from './list-my-bookings.ts';

/** Confirm, reschedule, cancel a booking or read its history; answers the booking and its history. */
export function runBookingAction({ id, action, body }: { id: string; action: BookingAction; body?: BookingActionBody }) {
  return call(actOnBooking, { params: { bookingId: id, action }, body: body ?? {} });
}

export function useBookingAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: runBookingAction,
    onSuccess: (_r, v) => {
      if (v.action !== 'history') void qc.invalidateQueries({ queryKey: myBookingsKey });
    },
  });
}
