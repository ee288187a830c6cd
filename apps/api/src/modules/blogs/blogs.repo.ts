import type { BlogListQuery } from '@raahi/contract/blogs';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogs } from '../../db/schema.ts';
import { pageOf } from '../../lib/paging.ts';

type BlogValues = Omit<typeof blogs.$inferInsert, 'id'>;

export async function listBlogs(db: Db, q: BlogListQuery) {
  const where: SQL[] = [];
  if (q.featured !== undefined) where.push(eq(blogs.featured, q.featured));
  if (q.category) where.push(eq(blogs.category, q.category));
  const order = q.sort === 'oldest' ? asc(blogs.createdAt) : desc(blogs.createdAt);
  const { limit, offset } = pageOf(q);
  const filter = and(...where);
  const [rows, [count]] = await Promise.all([
    db.select().from(blogs).where(filter).orderBy(order, asc(blogs.id)).limit(limit).offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(blogs)
      .where(filter),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export const findBlog = async (db: Db, id: string) => (await db.select().from(blogs).where(eq(blogs.id, id)).limit(1))[0];

export const insertBlog = async (db: Db, values: BlogValues) => (await db.insert(blogs).values(values).returning())[0]!;

export const updateBlog = async (db: Db, id: string, values: Partial<BlogValues>) =>
  (
    await db
      .update(blogs)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(blogs.id, id))
      .returning()
  )[0];

export const deleteBlog = async (db: Db, id: string) => (await db.delete(blogs).where(eq(blogs.id, id)).returning({ id: blogs.id }))[0];
