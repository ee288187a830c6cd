import { createCategory as createCategoryCall, type CategoryInput } from '@raahi/contract/categories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { categoriesKey } from './get-categories.ts';

export const createCategory = (body: CategoryInput) => call(createCategoryCall, { body });

export function useCreateCategory() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createCategory, onSuccess: () => void qc.invalidateQueries({ queryKey: categoriesKey }) });
}
