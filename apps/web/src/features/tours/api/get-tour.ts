import { getTour as getTourCall } from '@raahi/contract/tours';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export function getTour(id: string, signal?: AbortSignal) {
  return call(getTourCall, { params: { id }, signal });
}

export function useTour(id: string) {
  return useQuery({ queryKey: ['tours', 'detail', id], queryFn: ({ signal }) => getTour(id, signal) });
}
