import { listBlogs } from '@raahi/contract/blogs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callList } from '../../../lib/api-client.ts';

/** The three newest featured posts. */
export function getFeaturedBlogs(signal?: AbortSignal) {
  return callList(listBlogs, { query: { featured: 'true', limit: 3 }, signal });
}

export const featuredBlogsQuery = queryOptions({ queryKey: ['blogs', 'featured'], queryFn: ({ signal }) => getFeaturedBlogs(signal) });

export function useFeaturedBlogs() {
  return useQuery(featuredBlogsQuery);
}
