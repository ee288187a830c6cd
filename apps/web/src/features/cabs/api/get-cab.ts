import { getCab as getCabCall } from '@raahi/contract/cabs';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export function getCab(id: string, signal?: AbortSignal) {
  return call(getCabCall, { params: { id }, signal });
}

export function useCab(id: string | undefined) {
  return useQuery({ queryKey: ['cab', id], queryFn: ({ signal }) => getCab(id!, signal), enabled: !!id });
}
