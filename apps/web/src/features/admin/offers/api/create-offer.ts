import type { BodyIn } from '@raahi/contract/endpoint';
import { createOffer as createOfferCall } from '@raahi/contract/offer-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminOffersKey } from './get-admin-offers.ts';

export type OfferBody = BodyIn<typeof createOfferCall>;

export const createOffer = (body: OfferBody) => call(createOfferCall, { body });

export function useCreateOffer() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createOffer, onSuccess: () => void qc.invalidateQueries({ queryKey: adminOffersKey }) });
}
