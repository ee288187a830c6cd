import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callList } from '../../../lib/api-client.ts';
import type { ListSort } from '../../../lib/result-sorts.ts';
import type { TripKind } from '@raahi/contract/rules/cab-fares';

export type CabListParams = {
  type?: string[];
  fuelType?: string[];
  seats?: string[];
  /** only cabs that seat this many */
  travellers?: number;
  page?: number;
  limit?: number;
  /** the list's order (rules/ranking.ts); without one, the newest first */
  sort?: ListSort;
  trip?: TripKind;
  from?: string;
  to?: string;
  date?: string;
  time?: string;
  returnDate?: string;
  package?: string;
};

/** The cab list with repeated type, fuelType and seats; the server filters and pages. */
export async function listCabs(params: CabListParams, signal?: AbortSignal) {
  return callList((await import('@raahi/contract/cabs')).listCabs, { query: params, signal });
}

export const cabsQuery = (params: CabListParams) =>
  queryOptions({ queryKey: ['cabs', params], queryFn: ({ signal }) => listCabs(params, signal) });

export function useCabs(params: CabListParams) {
  return useQuery({ ...cabsQuery(params), placeholderData: keepPreviousData });
}
