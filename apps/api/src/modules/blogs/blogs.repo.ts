import type { BlogListQuery } from '@raahi/contract/blogs';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageOfRows, rowsById } from '../../db/rows.ts';
import { blogs } from '../../db/schema.ts';

export function listBlogs(db: Db, q: BlogListQuery) {
  const where: SQL[] = [];
  if (q.featured !== undefined) where.push(eq(blogs.featured, q.featured));
  if (q.category) where.push(eq(blogs.category, q.category));
  const order = q.sort === 'oldest' ? asc(blogs.createdAt) : desc(blogs.createdAt);
  return pageOfRows(db, blogs, and(...where), [order], q);
}

export const { find: findBlog, insert: insertBlog, update: updateBlog, remove: deleteBlog } = rowsById(blogs);
