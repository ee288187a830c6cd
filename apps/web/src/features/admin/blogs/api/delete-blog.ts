import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { adminBlogsKey } from './get-admin-blogs.ts';

export const deleteBlog = (id: string) => api<{ message: string }>(`/api/admin/blog/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteBlog() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteBlog, onSuccess: () => void qc.invalidateQueries({ queryKey: adminBlogsKey }) });
}
