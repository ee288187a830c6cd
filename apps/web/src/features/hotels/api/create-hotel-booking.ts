import { createHotelBooking as createHotelBookingCall, type HotelBookingInput } from '@raahi/contract/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Books the stay; the key makes a repeated click return the same booking. */
export function createHotelBooking({ body, idempotencyKey }: { body: HotelBookingInput; idempotencyKey: string }) {
  return call(createHotelBookingCall, { body, headers: { 'idempotency-key': idempotencyKey } });
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
