import type { Blog, blogCreateInput } from '@raahi/contract/blogs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client.ts';
import { adminBlogsKey } from './get-admin-blogs.ts';

/** POST /api/admin/blog/addBlog: the banner travels as `imagePath`. */
export const createBlog = (body: z.input<typeof blogCreateInput>) => api<Blog>('/api/admin/blog/addBlog', { method: 'POST', body });

export function useCreateBlog() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createBlog,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: adminBlogsKey });
      void qc.invalidateQueries({ queryKey: ['blogs'] });
    },
  });
}
