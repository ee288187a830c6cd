import { getTour as getTourCall } from '@raahi/contract/tours';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export function getTour(id: string, signal?: AbortSignal) {
  return call(getTourCall, { params: { id }, signal });
}

export const tourQuery = (id: string) => queryOptions({ queryKey: ['tours', 'detail', id], queryFn: ({ signal }) => getTour(id, signal) });
