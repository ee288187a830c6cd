import { getCategory as getCategoryCall } from '@raahi/contract/categories';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { categoriesKey } from './get-categories.ts';

export const getCategory = (id: string) => call(getCategoryCall, { params: { id } });

export function useCategory(id: string) {
  return useQuery({ queryKey: [...categoriesKey, 'one', id], queryFn: () => getCategory(id) });
}
