import type { Blog } from '@raahi/contract/blogs';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function getBlog(id: string, signal?: AbortSignal) {
  return api<Blog>(`/api/blog/${encodeURIComponent(id)}`, { signal });
}

export function useBlog(id: string) {
  return useQuery({ queryKey: ['blogs', 'detail', id], queryFn: ({ signal }) => getBlog(id, signal) });
}
