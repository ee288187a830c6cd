import { getAdminBlog as getAdminBlogCall } from '@raahi/contract/blog-admin';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminBlogsKey } from './get-admin-blogs.ts';

export const getAdminBlog = (id: string) => call(getAdminBlogCall, { params: { id } });

export function useAdminBlog(id: string) {
  return useQuery({ queryKey: [...adminBlogsKey, 'one', id], queryFn: () => getAdminBlog(id) });
}
