import type { CategoryInput, PackageCategory } from '@raahi/contract/categories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { categoriesKey } from './get-categories.ts';

export const createCategory = (body: CategoryInput) => api<PackageCategory>('/api/admin/tour/category', { method: 'POST', body });

export function useCreateCategory() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createCategory, onSuccess: () => void qc.invalidateQueries({ queryKey: categoriesKey }) });
}
