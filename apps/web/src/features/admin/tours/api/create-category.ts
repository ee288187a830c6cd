import { createCategory as createCategoryCall, type CategoryInput } from '@raahi/contract/categories';
import { useSave } from '../../api/use-save.ts';
import { call } from '../../../../lib/api-client.ts';
import { categoriesKey } from './get-categories.ts';

export const createCategory = (body: CategoryInput) => call(createCategoryCall, { body });

export const useCreateCategory = () => useSave(createCategory, [categoriesKey]);
