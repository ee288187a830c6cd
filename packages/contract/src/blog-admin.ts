// The content managers' blog calls, apart from the public blog (blogs.ts) so visitors' pages never carry the form's schema.
import * as z from 'zod/mini';
import { blog, blogCategory, blogListQuery } from './blogs.ts';
import { collectionRows } from './collection.ts';
import { imagePath, longText, messageBody, requiredText, shortText } from './fields.ts';
import { translationsInput } from './translations.ts';

const blogFields = {
  title: requiredText(200),
  description: requiredText(50_000),
  category: blogCategory,
  author: requiredText(120),
  featured: z._default(z.boolean(), false),
  image: z.optional(imagePath),
  imagePath: z.optional(imagePath),
  /** the title and text in Hindi; left out: kept */
  translations: translationsInput({ title: shortText(200), description: longText(50_000) }),
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
const contentBlogs = collectionRows({ who: ['content'] }, blog);

export const listAdminBlogs = contentBlogs.list('/api/admin/blog/allblog', 'Every blog post, for content managers', blogListQuery);
export const createBlog = contentBlogs.create('/api/admin/blog/addBlog', 'Add a blog post (the banner image is required)', blogCreateInput);
export const getAdminBlog = contentBlogs.get('/api/admin/blog/:id', 'One blog post, for editing');
export const updateBlog = contentBlogs.update(
  '/api/admin/blog/:id',
  'Save a blog post (without an image the stored one is kept)',
  blogUpdateInput,
);
export const deleteBlog = contentBlogs.remove('/api/admin/blog/:id', 'Delete a blog post', messageBody);
/** the calls on one post (the API serves them with `itemRoutes`) */
export const blogItemRows = { create: createBlog, get: getAdminBlog, update: updateBlog, remove: deleteBlog };
