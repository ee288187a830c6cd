import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callList } from '../../../lib/api-client.ts';

export const BLOG_PAGE_SIZE = 12;

/** The blog, newest first, a page at a time. */
export async function listBlogs(page: number, signal?: AbortSignal) {
  return callList((await import('@raahi/contract/blogs')).listBlogs, { query: { page, limit: BLOG_PAGE_SIZE }, signal });
}

export const blogsQuery = infiniteQueryOptions({
  queryKey: ['blogs', 'list'],
  queryFn: ({ pageParam, signal }) => listBlogs(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: (last, all) => (all.reduce((n, p) => n + p.items.length, 0) < last.total ? all.length + 1 : undefined),
});

export function useBlogs() {
  return useInfiniteQuery(blogsQuery);
}
