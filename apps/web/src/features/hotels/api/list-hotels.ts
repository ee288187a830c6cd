import type { HotelSort } from '@raahi/contract/hotels';
import { RESULT_ORDERS } from '@raahi/contract/rules/ranking';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callList } from '../../../lib/api-client.ts';

export type HotelListParams = {
  location?: string;
  checkin?: string;
  checkout?: string;
  guests?: number;
  /** one per room: `2`, `2:5,9` */
  occupancy?: string[];
  minBudget?: string;
  maxBudget?: string;
  price?: string;
  starrating?: string[];
  guestrating?: string;
  propertytype?: string[];
  amenities?: string[];
  facilities?: string[];
  featured?: boolean;
  sort?: string;
  page?: number;
  limit?: number;
};

const isSort = (s: string | undefined): s is HotelSort => RESULT_ORDERS.includes(s as HotelSort);

/** The hotel search with its filters; the server filters and pages. A sort it does not know is left out. */
export async function listHotels({ featured, sort, ...params }: HotelListParams, signal?: AbortSignal) {
  return callList((await import('@raahi/contract/hotels')).listHotels, {
    query: {
      ...params,
      featured: featured === undefined ? undefined : featured ? 'true' : 'false',
      sort: isSort(sort) ? sort : undefined,
    },
    signal,
  });
}

/** A page of the hotel search; the key is the parameters, so a server loader and the page share it. */
export const hotelsQuery = (params: HotelListParams) =>
  queryOptions({ queryKey: ['hotels', params], queryFn: ({ signal }) => listHotels(params, signal) });

export function useHotels(params: HotelListParams) {
  return useQuery({ ...hotelsQuery(params), placeholderData: keepPreviousData });
}
