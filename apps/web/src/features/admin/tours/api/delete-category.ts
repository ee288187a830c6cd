import { deleteCategory as deleteCategoryCall } from '@raahi/contract/categories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { categoriesKey } from './get-categories.ts';

export const deleteCategory = (id: string) => call(deleteCategoryCall, { params: { id } });

export function useDeleteCategory() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteCategory, onSuccess: () => void qc.invalidateQueries({ queryKey: categoriesKey }) });
}
