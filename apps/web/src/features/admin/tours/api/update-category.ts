import { updateCategory as updateCategoryCall, type CategoryInput } from '@raahi/contract/categories';
import { useSave } from '../../api/use-save.ts';
import { call } from '../../../../lib/api-client.ts';
import { categoriesKey } from './get-categories.ts';

export const updateCategory = ({ id, body }: { id: string; body: CategoryInput }) => call(updateCategoryCall, { params: { id }, body });

export const useUpdateCategory = () => useSave(updateCategory, [categoriesKey]);
