import { listOffers } from '@raahi/contract/offers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callList } from '../../../lib/api-client.ts';

/** The offers running today; the tabs filter them in the browser. */
export function getOffers(signal?: AbortSignal) {
  return callList(listOffers, { query: { limit: 48 }, signal });
}

export const offersQuery = queryOptions({ queryKey: ['offers', 'current'], queryFn: ({ signal }) => getOffers(signal) });

export function useOffers() {
  return useQuery(offersQuery);
}
