import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export async function getTour(id: string, signal?: AbortSignal) {
  return call((await import('@raahi/contract/tours')).getTour, { params: { id }, signal });
}

export const tourQuery = (id: string) => queryOptions({ queryKey: ['tours', 'detail', id], queryFn: ({ signal }) => getTour(id, signal) });
