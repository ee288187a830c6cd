import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { id, idParams, listQuery, messageBody, requiredText } from './fields.ts';

export const packageCategory = z.object({
  _id: id,
  category: z.string(),
  description: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
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
const tourManagers = { who: ['tour'] } as const;

export const listCategories = endpoint({
  method: 'GET',
  path: '/api/admin/tour/category',
  summary: 'Package categories, alphabetical',
  access: tourManagers,
  query: categoryListQuery,
  response: packageCategory,
  list: true,
});

export const createCategory = endpoint({
  method: 'POST',
  path: '/api/admin/tour/category',
  summary: 'Add a package category (names are unique in any letter case)',
  access: tourManagers,
  body: categoryInput,
  response: packageCategory,
  status: 201,
});

export const getCategory = endpoint({
  method: 'GET',
  path: '/api/admin/tour/category/:id',
  summary: 'One package category',
  access: tourManagers,
  params: idParams,
  response: packageCategory,
});

export const updateCategory = endpoint({
  method: 'PUT',
  path: '/api/admin/tour/category/:id',
  summary: 'Rename or describe a package category',
  access: tourManagers,
  params: idParams,
  body: categoryInput,
  response: packageCategory,
});

export const deleteCategory = endpoint({
  method: 'DELETE',
  path: '/api/admin/tour/category/:id',
  summary: 'Delete a package category',
  access: tourManagers,
  params: idParams,
  response: messageBody,
});
