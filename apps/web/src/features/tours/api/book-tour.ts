import { createTourBooking, type TourBookingInput } from '@raahi/contract/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Books a tour date; the server computes the total from the stored price. */
export function bookTour(body: TourBookingInput) {
  return call(createTourBooking, { body });
}

export function useBookTour() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: bookTour,
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['my-bookings'] }),
  });
}
