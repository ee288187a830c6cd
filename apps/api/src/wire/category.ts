import type { CategoryInput, PackageCategory } from '@raahi/contract/categories';
import type { packageCategories } from '../db/schema.ts';

export function toWireCategory(c: typeof packageCategories.$inferSelect): PackageCategory {
  return {
    _id: c.id,
    category: c.category,
    description: c.description,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

export function categoryFromWire(input: CategoryInput): Omit<typeof packageCategories.$inferInsert, 'id'> {
  return { category: input.category, description: input.description };
}
