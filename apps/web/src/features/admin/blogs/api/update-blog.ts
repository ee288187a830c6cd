import { updateBlog as updateBlogCall } from '@raahi/contract/blog-admin';
import type { BodyIn } from '@raahi/contract/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminBlogsKey } from './get-admin-blogs.ts';

/** A missing image keeps the current one. */
export const updateBlog = ({ id, body }: { id: string; body: BodyIn<typeof updateBlogCall> }) =>
  call(updateBlogCall, { params: { id }, body });

export function useUpdateBlog() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateBlog, onSuccess: () => void qc.invalidateQueries({ queryKey: adminBlogsKey }) });
}
