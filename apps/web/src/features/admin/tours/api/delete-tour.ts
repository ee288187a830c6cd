import { deleteTour as deleteTourCall } from '@raahi/contract/tour-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminToursKey } from './get-admin-tours.ts';

/** A package with bookings is archived, not erased (`archived` in the answer). */
export const deleteTour = (id: string) => call(deleteTourCall, { params: { id } });

export function useDeleteTour() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteTour, onSuccess: () => void qc.invalidateQueries({ queryKey: adminToursKey }) });
}
