import type { CategoryInput, PackageCategory } from '@raahi/contract/categories';
import type { packageCategories } from '../../db/schema.ts';
import { timestamps } from '../../lib/timestamps.ts';

export function toWireCategory(c: typeof packageCategories.$inferSelect): PackageCategory {
  return {
    _id: c.id,
    category: c.category,
    description: c.description,
    ...timestamps(c),
  };
}

export function categoryFromWire(input: CategoryInput): Omit<typeof packageCategories.$inferInsert, 'id'> {
  return { category: input.category, description: input.description };
}
