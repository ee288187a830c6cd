import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { adminOffersKey } from './get-admin-offers.ts';

/** DELETE /api/admin/offer/alloffer/{id} */
export const deleteOffer = (id: string) =>
  api<{ message: string }>(`/api/admin/offer/alloffer/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteOffer() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteOffer, onSuccess: () => void qc.invalidateQueries({ queryKey: adminOffersKey }) });
}
