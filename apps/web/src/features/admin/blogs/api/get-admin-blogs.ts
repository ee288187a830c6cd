import { listAdminBlogs } from '@raahi/contract/blog-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callList } from '../../../../lib/api-client.ts';

export const adminBlogsKey = ['admin', 'blogs'] as const;

/** Every post, newest first. */
export const getAdminBlogs = (q: { page: number; limit: number }) => callList(listAdminBlogs, { query: q });

export function useAdminBlogs(q: { page: number; limit: number }) {
  return useQuery({ queryKey: [...adminBlogsKey, 'list', q], queryFn: () => getAdminBlogs(q), placeholderData: keepPreviousData });
}
