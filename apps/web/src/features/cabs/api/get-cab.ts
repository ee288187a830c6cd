import type { Cab } from '@raahi/contract/cabs';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function getCab(id: string, signal?: AbortSignal) {
  return api<Cab>(`/api/cab/${encodeURIComponent(id)}`, { signal });
}

export function useCab(id: string | undefined) {
  return useQuery({ queryKey: ['cab', id], queryFn: ({ signal }) => getCab(id!, signal), enabled: !!id });
}
