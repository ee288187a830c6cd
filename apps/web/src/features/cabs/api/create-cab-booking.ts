import type { CabBooking, CabBookingInput } from '@raahi/contract/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/cab/booking/create; the key makes a repeated click return the same booking. */
export function createCabBooking({ body, idempotencyKey }: { body: CabBookingInput; idempotencyKey: string }) {
  return api<CabBooking>('/api/cab/booking/create', { method: 'POST', body, headers: { 'idempotency-key': idempotencyKey } });
}

export function useCreateCabBooking() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createCabBooking, onSuccess: () => void qc.invalidateQueries({ queryKey: ['my-bookings'] }) });
}
