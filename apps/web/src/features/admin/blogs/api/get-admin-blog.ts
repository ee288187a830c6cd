import type { Blog } from '@raahi/contract/blogs';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { adminBlogsKey } from './get-admin-blogs.ts';

export const getAdminBlog = (id: string) => api<Blog>(`/api/admin/blog/${encodeURIComponent(id)}`);

export function useAdminBlog(id: string) {
  return useQuery({ queryKey: [...adminBlogsKey, 'one', id], queryFn: () => getAdminBlog(id) });
}
