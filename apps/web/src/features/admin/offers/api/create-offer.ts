import type { Offer, offerInput } from '@raahi/contract/offers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client.ts';
import { adminOffersKey } from './get-admin-offers.ts';

export type OfferBody = z.input<typeof offerInput>;

/** POST /api/admin/offer */
export const createOffer = (body: OfferBody) => api<Offer>('/api/admin/offer', { method: 'POST', body });

export function useCreateOffer() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createOffer, onSuccess: () => void qc.invalidateQueries({ queryKey: adminOffersKey }) });
}
