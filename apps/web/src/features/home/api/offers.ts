import type { Offer } from '@raahi/contract/offers';
import { useQuery } from '@tanstack/react-query';
import { apiList } from '../../../lib/api-client.ts';

/** GET /api/offer: the offers running today; the tabs filter them in the browser. */
export function getOffers(signal?: AbortSignal) {
  return apiList<Offer>('/api/offer?limit=48', { signal });
}

export function useOffers() {
  return useQuery({ queryKey: ['offers', 'current'], queryFn: ({ signal }) => getOffers(signal) });
}
