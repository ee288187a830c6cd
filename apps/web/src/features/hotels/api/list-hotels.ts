import type { Hotel } from '@raahi/contract/hotels';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiList, toQuery } from '../../../lib/api-client.ts';

export type HotelListParams = {
  location?: string;
  checkin?: string;
  checkout?: string;
  guests?: number;
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

/** GET /api/hotel with the search filters; the server filters and pages. */
export function listHotels(params: HotelListParams, signal?: AbortSignal) {
  return apiList<Hotel>(`/api/hotel${toQuery(params)}`, { signal });
}

export function useHotels(params: HotelListParams) {
  return useQuery({
    queryKey: ['hotels', params],
    queryFn: ({ signal }) => listHotels(params, signal),
    placeholderData: keepPreviousData,
  });
}
