import type { HotelBookingCreated, HotelBookingInput } from '@raahi/contract/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/booking/create; the key makes a repeated click return the same booking. */
export function createHotelBooking({ body, idempotencyKey }: { body: HotelBookingInput; idempotencyKey: string }) {
  return api<HotelBookingCreated>('/api/booking/create', { method: 'POST', body, headers: { 'idempotency-key': idempotencyKey } });
}

export function useCreateHotelBooking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createHotelBooking,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['hotels'] });
      void qc.invalidateQueries({ queryKey: ['my-bookings'] });
    },
  });
}
