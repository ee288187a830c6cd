// The content managers' blog calls, apart from the public blog (blogs.ts) so visitors' pages never carry the form's schema.
import * as z from 'zod/mini';
import { blog, blogCategory, blogListQuery } from './blogs.ts';
import { endpoint } from './endpoint.ts';
import { idParams, imagePath, messageBody, requiredText } from './fields.ts';

const blogFields = {
  title: requiredText(200),
  description: requiredText(50_000),
  category: blogCategory,
  author: requiredText(120),
  featured: z._default(z.boolean(), false),
  image: z.optional(imagePath),
  imagePath: z.optional(imagePath),
};

/** POST /api/admin/blog/addBlog: the banner image is required and travels as `imagePath` (or `image`). */
export const blogCreateInput = z
  .object(blogFields)
  .check(z.refine((b) => Boolean((b.imagePath ?? b.image ?? '').trim()), { path: ['imagePath'], message: 'A banner image is required.' }));
export type BlogCreateInput = z.infer<typeof blogCreateInput>;

/** PUT /api/admin/blog/{id}: everything but the image is required; a missing image keeps the current one. */
export const blogUpdateInput = z.object(blogFields);
export type BlogUpdateInput = z.infer<typeof blogUpdateInput>;

// Blog posts are the content managers' (and admins').
const contentManagers = { who: ['content'] } as const;

export const listAdminBlogs = endpoint({
  method: 'GET',
  path: '/api/admin/blog/allblog',
  summary: 'Every blog post, for content managers',
  access: contentManagers,
  query: blogListQuery,
  response: blog,
  list: true,
});

export const createBlog = endpoint({
  method: 'POST',
  path: '/api/admin/blog/addBlog',
  summary: 'Add a blog post (the banner image is required)',
  access: contentManagers,
  body: blogCreateInput,
  response: blog,
  status: 201,
});

export const getAdminBlog = endpoint({
  method: 'GET',
  path: '/api/admin/blog/:id',
  summary: 'One blog post, for editing',
  access: contentManagers,
  params: idParams,
  response: blog,
});

export const updateBlog = endpoint({
  method: 'PUT',
  path: '/api/admin/blog/:id',
  summary: 'Save a blog post (without an image the stored one is kept)',
  access: contentManagers,
  params: idParams,
  body: blogUpdateInput,
  response: blog,
});

export const deleteBlog = endpoint({
  method: 'DELETE',
  path: '/api/admin/blog/:id',
  summary: 'Delete a blog post',
  access: contentManagers,
  params: idParams,
  response: messageBody,
});
