import { createCabBooking as createCabBookingCall, type CabBookingInput } from '@raahi/contract/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Books the trip (the server prices it); the key makes a repeated click return the same booking. */
export function createCabBooking({ body, idempotencyKey }: { body: CabBookingInput; idempotencyKey: string }) {
  return call(createCabBookingCall, { body, headers: { 'idempotency-key': idempotencyKey } });
}

export function useCreateCabBooking() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createCabBooking, onSuccess: () => void qc.invalidateQueries({ queryKey: ['my-bookings'] }) });
}
