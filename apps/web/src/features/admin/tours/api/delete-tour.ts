import type { DeleteResult } from '@raahi/contract/fields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { adminToursKey } from './get-admin-tours.ts';

/** DELETE /api/admin/tour/alltour/{id}: a package with bookings is archived, not erased. */
export const deleteTour = (id: string) => api<DeleteResult>(`/api/admin/tour/alltour/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteTour() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteTour, onSuccess: () => void qc.invalidateQueries({ queryKey: adminToursKey }) });
}
