import type { PackageCategory } from '@raahi/contract/categories';
import { useQuery } from '@tanstack/react-query';
import { apiList } from '../../../../lib/api-client.ts';

export const categoriesKey = ['admin', 'categories'] as const;

/** GET /api/admin/tour/category: alphabetical (up to 100: package types are few). */
export const getCategories = () => apiList<PackageCategory>('/api/admin/tour/category?limit=100&sort=name');

export function useCategories() {
  return useQuery({ queryKey: [...categoriesKey, 'list'], queryFn: getCategories });
}
