import { createBlog as createBlogCall } from '@raahi/contract/blog-admin';
import type { BodyIn } from '@raahi/contract/endpoint';
import { useSave } from '../../api/use-save.ts';
import { call } from '../../../../lib/api-client.ts';
import { adminBlogsKey } from './get-admin-blogs.ts';

/** The banner travels as `imagePath`. */
export const createBlog = (body: BodyIn<typeof createBlogCall>) => call(createBlogCall, { body });

export const useCreateBlog = () => useSave(createBlog, [adminBlogsKey, ['blogs']]);
