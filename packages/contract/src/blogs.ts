import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { id, idParams, listQuery } from './fields.ts';

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
