import type { Offer } from '@raahi/contract/offers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import type { OfferBody } from './create-offer.ts';
import { adminOffersKey } from './get-admin-offers.ts';

/** PUT /api/admin/offer/alloffer/{id} */
export const updateOffer = ({ id, body }: { id: string; body: OfferBody }) =>
  api<Offer>(`/api/admin/offer/alloffer/${encodeURIComponent(id)}`, { method: 'PUT', body });

export function useUpdateOffer() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateOffer, onSuccess: () => void qc.invalidateQueries({ queryKey: adminOffersKey }) });
}
