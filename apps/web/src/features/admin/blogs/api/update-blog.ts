import { updateBlog as updateBlogCall } from '@raahi/contract/blog-admin';
import type { BodyIn } from '@raahi/contract/endpoint';
import { useSave } from '../../api/use-save.ts';
import { call } from '../../../../lib/api-client.ts';
import { adminBlogsKey } from './get-admin-blogs.ts';

/** A missing image keeps the current one. */
export const updateBlog = ({ id, body }: { id: string; body: BodyIn<typeof updateBlogCall> }) =>
  call(updateBlogCall, { params: { id }, body });

export const useUpdateBlog = () => useSave(updateBlog, [adminBlogsKey]);
