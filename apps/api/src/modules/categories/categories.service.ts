import { CATEGORY_EXISTS, type CategoryInput } from '@raahi/contract/categories';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { categoryFromWire } from './category.wire.ts';
import { deleteCategory, findCategory, findNamesake, insertCategory, updateCategory } from './categories.repo.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';

const missing = () => notFound('Category');
const duplicate = () => conflict(CATEGORY_EXISTS, 'category_exists');

/**
 * Names are unique in any letter case. The early look-up gives the common case a clean answer;
 * the unique index on lower(category) settles two requests racing for one name.
 */
async function saving<T>(db: Db, body: CategoryInput, exceptId: string | undefined, save: () => Promise<T>) {
  if (await findNamesake(db, body.category, exceptId)) throw duplicate();
  try {
    return await save();
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
}

export async function getCategory(db: Db, id: string) {
  const found = isId(id) ? await findCategory(db, id) : undefined;
  if (!found) throw missing();
  return found;
}

export const createCategory = (db: Db, body: CategoryInput) =>
  saving(db, body, undefined, () => insertCategory(db, categoryFromWire(body)));

export async function editCategory(db: Db, id: string, body: CategoryInput) {
  await getCategory(db, id);
  const updated = await saving(db, body, id, () => updateCategory(db, id, categoryFromWire(body)));
  if (!updated) throw missing();
  return updated;
}

export async function removeCategory(db: Db, id: string) {
  if (!isId(id) || !(await deleteCategory(db, id))) throw missing();
}

/** what itemRoutes serves the calls on one category with */
export const categoryItems = { create: createCategory, get: getCategory, edit: editCategory, remove: removeCategory };
