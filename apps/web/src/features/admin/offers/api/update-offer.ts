import { updateOffer as updateOfferCall } from '@raahi/contract/offer-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import type { OfferBody } from './create-offer.ts';
import { adminOffersKey } from './get-admin-offers.ts';

export const updateOffer = ({ id, body }: { id: string; body: OfferBody }) => call(updateOfferCall, { params: { id }, body });

export function useUpdateOffer() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateOffer, onSuccess: () => void qc.invalidateQueries({ queryKey: adminOffersKey }) });
}
