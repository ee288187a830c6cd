import { listTours } from '@raahi/contract/tours';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callList } from '../../../lib/api-client.ts';

/** The home page shows featured tours only. */
export function getFeaturedTours(signal?: AbortSignal) {
  return callList(listTours, { query: { featured: 'true', limit: 6 }, signal });
}

export const featuredToursQuery = queryOptions({ queryKey: ['tours', 'featured'], queryFn: ({ signal }) => getFeaturedTours(signal) });

export function useFeaturedTours() {
  return useQuery(featuredToursQuery);
}
