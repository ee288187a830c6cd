import { deleteCategory as deleteCategoryCall } from '@raahi/contract/categories';
import { useSave } from '../../api/use-save.ts';
import { call } from '../../../../lib/api-client.ts';
import { categoriesKey } from './get-categories.ts';

export const deleteCategory = (id: string) => call(deleteCategoryCall, { params: { id } });

export const useDeleteCategory = () => useSave(deleteCategory, [categoriesKey]);
