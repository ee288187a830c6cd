import { deleteBlog as deleteBlogCall } from '@raahi/contract/blog-admin';
import { useSave } from '../../api/use-save.ts';
import { call } from '../../../../lib/api-client.ts';
import { adminBlogsKey } from './get-admin-blogs.ts';

export const deleteBlog = (id: string) => call(deleteBlogCall, { params: { id } });

export const useDeleteBlog = () => useSave(deleteBlog, [adminBlogsKey]);
