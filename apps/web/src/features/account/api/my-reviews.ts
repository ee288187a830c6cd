import { createReview, listMyReviews, type ReviewInput } from '@raahi/contract/reviews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callList } from '../../../lib/api-client.ts';

const myReviewsKey = ['my-reviews'] as const;

/** The signed-in guest's reviews (to know which bookings have one). */
export const useMyReviews = () =>
  useQuery({ queryKey: myReviewsKey, queryFn: ({ signal }) => callList(listMyReviews, { query: { limit: 100 }, signal }) });

export function useWriteReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewInput) => call(createReview, { body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: myReviewsKey }),
  });
}
