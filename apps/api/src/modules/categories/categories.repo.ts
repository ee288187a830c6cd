import type { CategoryListQuery } from '@raahi/contract/categories';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageOfRows, rowsById } from '../../db/rows.ts';
import { packageCategories as categories } from '../../db/schema.ts';

export function listCategories(db: Db, q: CategoryListQuery) {
  const order = q.sort === 'newest' ? [desc(categories.createdAt)] : [asc(sql`lower(${categories.category})`)];
  return pageOfRows(db, categories, undefined, order, q);
}

export const { find: findCategory, insert: insertCategory, update: updateCategory, remove: deleteCategory } = rowsById(categories);

/** Another category with this name in any letter case. */
export const findNamesake = async (db: Db, name: string, exceptId?: string) =>
  (
    await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(sql`lower(${categories.category})`, name.toLowerCase()), exceptId ? ne(categories.id, exceptId) : undefined))
      .limit(1)
  )[0];
