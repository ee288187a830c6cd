import { listHotels } from '@raahi/contract/hotels';
import { useQuery } from '@tanstack/react-query';
import { callList } from '../../../lib/api-client.ts';

/** Four featured hotels for the home page. */
export function getFeaturedHotels(signal?: AbortSignal) {
  return callList(listHotels, { query: { featured: 'true', limit: 4 }, signal });
}

export function useFeaturedHotels() {
  return useQuery({ queryKey: ['hotels', 'featured'], queryFn: ({ signal }) => getFeaturedHotels(signal) });
}
