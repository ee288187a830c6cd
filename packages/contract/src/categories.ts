import * as z from 'zod/mini';
import { collectionRows } from './collection.ts';
import { id, listQuery, messageBody, requiredText, timestamps } from './fields.ts';

export const packageCategory = z.object({
  _id: id,
  category: z.string(),
  description: z.string(),
  ...timestamps,
});
export type PackageCategory = z.infer<typeof packageCategory>;

export const categoryInput = z.object({
  category: requiredText(80),
  description: requiredText(2000),
});
export type CategoryInput = z.infer<typeof categoryInput>;

/** Alphabetical unless `sort=newest`. */
export const categoryListQuery = z.extend(listQuery, { sort: z.optional(z.enum(['name', 'newest'])) });
export type CategoryListQuery = z.infer<typeof categoryListQuery>;

export const CATEGORY_EXISTS = 'Category already exists.';

// Package categories are the tour managers' (and admins').
const managedCategories = collectionRows({ who: ['tour'] }, packageCategory);

export const listCategories = managedCategories.list('/api/admin/tour/category', 'Package categories, alphabetical', categoryListQuery);
export const createCategory = managedCategories.create(
  '/api/admin/tour/category',
  'Add a package category (names are unique in any letter case)',
  categoryInput,
);
export const getCategory = managedCategories.get('/api/admin/tour/category/:id', 'One package category');
export const updateCategory = managedCategories.update(
  '/api/admin/tour/category/:id',
  'Rename or describe a package category',
  categoryInput,
);
export const deleteCategory = managedCategories.remove('/api/admin/tour/category/:id', 'Delete a package category', messageBody);
/** the calls on one category (the API serves them with `itemRoutes`) */
export const categoryItemRows = { create: createCategory, get: getCategory, update: updateCategory, remove: deleteCategory };
