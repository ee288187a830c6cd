import { createBlog as createBlogCall } from '@raahi/contract/blog-admin';
import type { BodyIn } from '@raahi/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminBlogsKey } from './get-admin-blogs.ts';

/** The banner travels as `imagePath`. */
export const createBlog = (body: BodyIn<typeof createBlogCall>) => call(createBlogCall, { body });

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
