import type { Tour } from '@raahi/contract/tours';
import { useQuery } from '@tanstack/react-query';
import { apiList } from '../../../lib/api-client.ts';

/** GET /api/tour?featured=true: the home page shows featured tours only. */
export function getFeaturedTours(signal?: AbortSignal) {
  return apiList<Tour>('/api/tour?featured=true&limit=6', { signal });
}

export function useFeaturedTours() {
  return useQuery({ queryKey: ['tours', 'featured'], queryFn: ({ signal }) => getFeaturedTours(signal) });
}
