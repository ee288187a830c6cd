import { updateCategory as updateCategoryCall, type CategoryInput } from '@raahi/contract/categories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { categoriesKey } from './get-categories.ts';

export const updateCategory = ({ id, body }: { id: string; body: CategoryInput }) => call(updateCategoryCall, { params: { id }, body });

export function useUpdateCategory() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateCategory, onSuccess: () => void qc.invalidateQueries({ queryKey: categoriesKey }) });
}
