import type { Blog } from '@raahi/contract/blogs';
import { useQuery } from '@tanstack/react-query';
import { apiList } from '../../../lib/api-client.ts';

/** GET /api/blog?featured=true */
export function getFeaturedBlogs(signal?: AbortSignal) {
  return apiList<Blog>('/api/blog?featured=true&limit=3', { signal });
}

export function useFeaturedBlogs() {
  return useQuery({ queryKey: ['blogs', 'featured'], queryFn: ({ signal }) => getFeaturedBlogs(signal) });
}
