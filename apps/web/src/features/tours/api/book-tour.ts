import type { TourBooking, TourBookingInput } from '@raahi/contract/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/tour/booking/create; the server computes the total from the stored price. */
export function bookTour(body: TourBookingInput) {
  return api<TourBooking>('/api/tour/booking/create', { method: 'POST', body });
}

export function useBookTour() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: bookTour,
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
