import { deleteOffer as deleteOfferCall } from '@raahi/contract/offer-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminOffersKey } from './get-admin-offers.ts';

export const deleteOffer = (id: string) => call(deleteOfferCall, { params: { id } });

export function useDeleteOffer() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteOffer, onSuccess: () => void qc.invalidateQueries({ queryKey: adminOffersKey }) });
}
