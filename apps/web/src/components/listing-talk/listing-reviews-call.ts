import { listCabReviews, listHotelReviews, listTourReviews } from '@raahi/contract/reviews';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callList } from '../../lib/api-client.ts';

const ROWS = { hotel: listHotelReviews, tour: listTourReviews, cab: listCabReviews } as const;
export const REVIEWS_PAGE_SIZE = 5;

/** One page of a listing's visible reviews, newest first. */
export function useListingReviews(kind: keyof typeof ROWS, id: string, page: number) {
  return useQuery({
    queryKey: ['reviews', kind, id, page],
    queryFn: ({ signal }) => callList(ROWS[kind], { params: { id }, query: { page, limit: REVIEWS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}
