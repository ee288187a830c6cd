import * as z from 'zod/mini';
import { collectionRows } from './collection.ts';
import { id, listQuery, timestamps } from './fields.ts';
import { translationsOf } from './translations.ts';
import { TRANSLATED_FIELDS } from './rules/translations.ts';

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
  ...timestamps,
  /** its title and text as its writers gave them in Hindi */
  translations: translationsOf(TRANSLATED_FIELDS.blog),
});
export type Blog = z.infer<typeof blog>;

/** GET /api/blog and GET /api/admin/blog/allblog: newest first. */
export const blogListQuery = z.extend(listQuery, {
  category: z.optional(blogCategory),
  sort: z.optional(z.enum(['newest', 'oldest'])),
});
export type BlogListQuery = z.infer<typeof blogListQuery>;

// Anyone may read the blog.
const publicBlogs = collectionRows({ who: 'anyone' }, blog);

export const listBlogs = publicBlogs.list('/api/blog', 'Blog posts, newest first', blogListQuery);
export const getBlog = publicBlogs.get('/api/blog/:id', 'One blog post');
