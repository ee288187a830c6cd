import { deleteBlog as deleteBlogCall } from '@raahi/contract/blog-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminBlogsKey } from './get-admin-blogs.ts';

export const deleteBlog = (id: string) => call(deleteBlogCall, { params: { id } });

export function useDeleteBlog() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteBlog, onSuccess: () => void qc.invalidateQueries({ queryKey: adminBlogsKey }) });
}
