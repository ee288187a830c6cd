import { liveCab } from '@raahi/contract/cabs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export function getCab(id: string, signal?: AbortSignal) {
  return call(liveCab.get, { params: { id }, signal });
}

export const cabQuery = (id: string) => queryOptions({ queryKey: ['cab', id], queryFn: ({ signal }) => getCab(id, signal) });

export function useCab(id: string | undefined) {
  return useQuery({ ...cabQuery(id ?? ''), enabled: !!id });
}
