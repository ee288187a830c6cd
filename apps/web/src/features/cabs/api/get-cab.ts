import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export async function getCab(id: string, signal?: AbortSignal) {
  return call((await import('@raahi/contract/cabs')).liveCab.get, { params: { id }, signal });
}

export const cabQuery = (id: string) => queryOptions({ queryKey: ['cab', id], queryFn: ({ signal }) => getCab(id, signal) });

export function useCab(id: string | undefined) {
  return useQuery({ ...cabQuery(id ?? ''), enabled: !!id });
}
