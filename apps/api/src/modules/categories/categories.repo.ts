import type { CategoryListQuery } from '@raahi/contract/categories';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { packageCategories as categories } from '../../db/schema.ts';
import { pageOf } from '../../lib/paging.ts';

type CategoryValues = Omit<typeof categories.$inferInsert, 'id'>;

export async function listCategories(db: Db, q: CategoryListQuery) {
  const order = q.sort === 'newest' ? [desc(categories.createdAt)] : [asc(sql`lower(${categories.category})`)];
  const { limit, offset } = pageOf(q);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(categories)
      .orderBy(...order, asc(categories.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(categories),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export const findCategory = async (db: Db, id: string) => (await db.select().from(categories).where(eq(categories.id, id)).limit(1))[0];

/** Another category with this name in any letter case. */
export const findNamesake = async (db: Db, name: string, exceptId?: string) =>
  (
    await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(sql`lower(${categories.category})`, name.toLowerCase()), exceptId ? ne(categories.id, exceptId) : undefined))
      .limit(1)
  )[0];

export const insertCategory = async (db: Db, values: CategoryValues) => (await db.insert(categories).values(values).returning())[0]!;

export const updateCategory = async (db: Db, id: string, values: CategoryValues) =>
  (
    await db
      .update(categories)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(categories.id, id))
      .returning()
  )[0];

export const deleteCategory = async (db: Db, id: string) =>
  (await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id }))[0];
