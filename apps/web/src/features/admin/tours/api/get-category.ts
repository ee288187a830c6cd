import type { PackageCategory } from '@raahi/contract/categories';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { categoriesKey } from './get-categories.ts';

export const getCategory = (id: string) => api<PackageCategory>(`/api/admin/tour/category/${encodeURIComponent(id)}`);

export function useCategory(id: string) {
  return useQuery({ queryKey: [...categoriesKey, 'one', id], queryFn: () => getCategory(id) });
}
