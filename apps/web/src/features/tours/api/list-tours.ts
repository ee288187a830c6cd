import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callList } from '../../../lib/api-client.ts';
import type { ListSort } from '../../../lib/result-sorts.ts';

export type TourFilter = {
  destination?: string;
  maxPrice?: number;
  date?: string;
  type?: string;
  /** the list's order (rules/ranking.ts); without one, the newest first */
  sort?: ListSort;
};

/** The catalogue with the search panel's filters, applied in the database. */
export async function listTours(filter: TourFilter, signal?: AbortSignal) {
  return callList((await import('@raahi/contract/tours')).listTours, { query: { ...filter, limit: 100 }, signal });
}

export const toursQuery = (filter: TourFilter) =>
  queryOptions({ queryKey: ['tours', 'list', filter], queryFn: ({ signal }) => listTours(filter, signal) });

export function useTours(filter: TourFilter) {
  return useQuery({ ...toursQuery(filter), placeholderData: keepPreviousData });
}
