import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export async function getBlog(id: string, signal?: AbortSignal) {
  return call((await import('@raahi/contract/blogs')).getBlog, { params: { id }, signal });
}

export const blogQuery = (id: string) => queryOptions({ queryKey: ['blogs', 'detail', id], queryFn: ({ signal }) => getBlog(id, signal) });
