import type { Blog, blogUpdateInput } from '@raahi/contract/blogs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client.ts';
import { adminBlogsKey } from './get-admin-blogs.ts';

/** PUT /api/admin/blog/{id}: a missing image keeps the current one. */
export const updateBlog = ({ id, body }: { id: string; body: z.input<typeof blogUpdateInput> }) =>
  api<Blog>(`/api/admin/blog/${encodeURIComponent(id)}`, { method: 'PUT', body });

export function useUpdateBlog() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateBlog, onSuccess: () => void qc.invalidateQueries({ queryKey: adminBlogsKey }) });
}
