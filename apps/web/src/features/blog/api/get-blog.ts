import { getBlog as getBlogCall } from '@raahi/contract/blogs';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export function getBlog(id: string, signal?: AbortSignal) {
  return call(getBlogCall, { params: { id }, signal });
}

export const blogQuery = (id: string) => queryOptions({ queryKey: ['blogs', 'detail', id], queryFn: ({ signal }) => getBlog(id, signal) });
