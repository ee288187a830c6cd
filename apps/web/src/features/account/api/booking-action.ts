import type { BookingActionBody, BookingActionResult } from '@raahi/contract/bookings';
import type { BookingAction } from '@raahi/contract/rules/booking-actions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { myBookingsKey } from './list-my-bookings.ts';

/** POST /api/bookings/{bookingId}/{action}: confirm, reschedule, history or cancel. */
export function runBookingAction({ id, action, body }: { id: string; action: BookingAction; body?: BookingActionBody }) {
  return api<BookingActionResult>(`/api/bookings/${encodeURIComponent(id)}/${action}`, { method: 'POST', body: body ?? {} });
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
