import type { Blog } from '@raahi/contract/blogs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiList, toQuery } from '../../../../lib/api-client.ts';

export const adminBlogsKey = ['admin', 'blogs'] as const;

/** GET /api/admin/blog/allblog: newest first. */
export const getAdminBlogs = (q: { page: number; limit: number }) => apiList<Blog>(`/api/admin/blog/allblog${toQuery(q)}`);

export function useAdminBlogs(q: { page: number; limit: number }) {
  return useQuery({ queryKey: [...adminBlogsKey, 'list', q], queryFn: () => getAdminBlogs(q), placeholderData: keepPreviousData });
}
