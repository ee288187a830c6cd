import type { Hotel } from '@raahi/contract/hotels';
import { useQuery } from '@tanstack/react-query';
import { apiList } from '../../../lib/api-client.ts';

/** GET /api/hotel?featured=true */
export function getFeaturedHotels(signal?: AbortSignal) {
  return apiList<Hotel>('/api/hotel?featured=true&limit=4', { signal });
}

export function useFeaturedHotels() {
  return useQuery({ queryKey: ['hotels', 'featured'], queryFn: ({ signal }) => getFeaturedHotels(signal) });
}
