import type { Cab } from '@raahi/contract/cabs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiList, toQuery } from '../../../lib/api-client.ts';

export type CabListParams = { type?: string[]; fuelType?: string[]; seats?: string[]; page?: number; limit?: number };

/** GET /api/cab with repeated type, fuelType and seats; the server filters and pages. */
export function listCabs(params: CabListParams, signal?: AbortSignal) {
  return apiList<Cab>(`/api/cab${toQuery(params)}`, { signal });
}

export function useCabs(params: CabListParams) {
  return useQuery({ queryKey: ['cabs', params], queryFn: ({ signal }) => listCabs(params, signal), placeholderData: keepPreviousData });
}
