import { z } from 'zod';
import { id, listQuery, requiredText } from './common.ts';

export const packageCategory = z.object({
  _id: id,
  category: z.string(),
  description: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PackageCategory = z.infer<typeof packageCategory>;

/** Body of POST /api/admin/tour/category and PUT /api/admin/tour/category/{id}. */
export const categoryInput = z.object({
  category: requiredText(80),
  description: requiredText(2000),
});
export type CategoryInput = z.infer<typeof categoryInput>;

/** GET /api/admin/tour/category: alphabetical. */
export const categoryListQuery = listQuery.extend({ sort: z.enum(['name', 'newest']).optional() });
export type CategoryListQuery = z.infer<typeof categoryListQuery>;

export const CATEGORY_EXISTS = 'Category already exists.';
