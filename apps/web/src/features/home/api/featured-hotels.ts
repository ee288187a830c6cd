import { listHotels } from '@raahi/contract/hotels';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callList } from '../../../lib/api-client.ts';

/** Four featured hotels for the home page. */
export function getFeaturedHotels(signal?: AbortSignal) {
  return callList(listHotels, { query: { featured: 'true', limit: 4 }, signal });
}

export const featuredHotelsQuery = queryOptions({ queryKey: ['hotels', 'featured'], queryFn: ({ signal }) => getFeaturedHotels(signal) });

export function useFeaturedHotels() {
  return useQuery(featuredHotelsQuery);
}
