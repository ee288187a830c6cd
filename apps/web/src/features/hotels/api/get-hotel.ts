import type { Hotel } from '@raahi/contract/hotels';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function getHotel(id: string, signal?: AbortSignal) {
  return api<Hotel>(`/api/hotel/${encodeURIComponent(id)}`, { signal });
}

export function useHotel(id: string | undefined) {
  return useQuery({ queryKey: ['hotel', id], queryFn: ({ signal }) => getHotel(id!, signal), enabled: !!id });
}
