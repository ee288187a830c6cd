import { createTourBooking, type TourBookingInput } from '@raahi/contract/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Books a tour date (the server prices it); the key makes a repeated click return the same booking. */
export function bookTour({ body, idempotencyKey }: { body: TourBookingInput; idempotencyKey: string }) {
  return call(createTourBooking, { body, headers: { 'idempotency-key': idempotencyKey } });
}

export function useBookTour() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: bookTour,
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['my-bookings'] }),
  });
}
