import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { categoriesKey } from './get-categories.ts';

export const deleteCategory = (id: string) =>
  api<{ message: string }>(`/api/admin/tour/category/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteCategory() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteCategory, onSuccess: () => void qc.invalidateQueries({ queryKey: categoriesKey }) });
}
