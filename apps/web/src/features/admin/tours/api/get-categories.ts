import { listCategories } from '@raahi/contract/categories';
import { useQuery } from '@tanstack/react-query';
import { callList } from '../../../../lib/api-client.ts';

export const categoriesKey = ['admin', 'categories'] as const;

/** Alphabetical, up to 100 (package types are few). */
export const getCategories = () => callList(listCategories, { query: { limit: 100, sort: 'name' } });

export function useCategories() {
  return useQuery({ queryKey: [...categoriesKey, 'list'], queryFn: getCategories });
}
