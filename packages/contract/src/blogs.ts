import { z } from 'zod';
import { id, imagePath, listQuery, requiredText } from './common.ts';

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
export const blogListQuery = listQuery.extend({
  category: blogCategory.optional(),
  sort: z.enum(['newest', 'oldest']).optional(),
});
export type BlogListQuery = z.infer<typeof blogListQuery>;

const blogFields = {
  title: requiredText(200),
  description: requiredText(50_000),
  category: blogCategory,
  author: requiredText(120),
  featured: z.boolean().default(false),
};

/** POST /api/admin/blog/addBlog: the banner image is required and travels as `imagePath` (or `image`). */
export const blogCreateInput = z
  .object({ ...blogFields, imagePath: imagePath.optional(), image: imagePath.optional() })
  .refine((b) => Boolean((b.imagePath ?? b.image ?? '').trim()), { path: ['imagePath'], message: 'A banner image is required.' });
export type BlogCreateInput = z.infer<typeof blogCreateInput>;

/** PUT /api/admin/blog/{id}: everything but the image is required; a missing image keeps the current one. */
export const blogUpdateInput = z.object({ ...blogFields, image: imagePath.optional(), imagePath: imagePath.optional() });
export type BlogUpdateInput = z.infer<typeof blogUpdateInput>;
