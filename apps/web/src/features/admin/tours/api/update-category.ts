import type { CategoryInput, PackageCategory } from '@raahi/contract/categories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { categoriesKey } from './get-categories.ts';

export const updateCategory = ({ id, body }: { id: string; body: CategoryInput }) =>
  api<PackageCategory>(`/api/admin/tour/category/${encodeURIComponent(id)}`, { method: 'PUT', body });

export function useUpdateCategory() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateCategory, onSuccess: () => void qc.invalidateQueries({ queryKey: categoriesKey }) });
}
