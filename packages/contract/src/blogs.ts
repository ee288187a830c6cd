import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { id, idParams, imagePath, listQuery, messageBody, requiredText } from './fields.ts';

export const BLOG_CATEGORIES = ['hotel', 'tour', 'cabs'] as const;
export const blogCategory = z.enum(BLOG_CATEGORIES, 'Choose hotel, tour or cabs.');
export type BlogCategory = z.infer<typeof blogCategory>;

export const blog = z.object({
  _id: id,
  title: z.string(),
  description: z.string(),
  author: z.string(),
  image: z.string(),
  category: blogCategory,
  featured: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Blog = z.infer<typeof blog>;

/** GET /api/blog and GET /api/admin/blog/allblog: newest first. */
export const blogListQuery = z.extend(listQuery, {
  category: z.optional(blogCategory),
  sort: z.optional(z.enum(['newest', 'oldest'])),
});
export type BlogListQuery = z.infer<typeof blogListQuery>;

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

export const listBlogs = endpoint({
  method: 'GET',
  path: '/api/blog',
  summary: 'Blog posts, newest first',
  access: { who: 'anyone' },
  query: blogListQuery,
  response: blog,
  list: true,
});

export const getBlog = endpoint({
  method: 'GET',
  path: '/api/blog/:id',
  summary: 'One blog post',
  access: { who: 'anyone' },
  params: idParams,
  response: blog,
});

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
