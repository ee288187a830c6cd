import type { Tour } from '@raahi/contract/tours';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function getTour(id: string, signal?: AbortSignal) {
  return api<Tour>(`/api/tour/${encodeURIComponent(id)}`, { signal });
}

export function useTour(id: string) {
  return useQuery({ queryKey: ['tours', 'detail', id], queryFn: ({ signal }) => getTour(id, signal) });
}
