import { hideReview, listReviewsForStaff, publishReview, replyToReview, unhideReview } from '@raahi/contract/reviews';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callList } from '../../../../lib/api-client.ts';

const key = ['admin-reviews'] as const;

export const useStaffReviews = (q: { page: number; limit: number }) =>
  useQuery({
    queryKey: [...key, q],
    queryFn: ({ signal }) => callList(listReviewsForStaff, { query: q, signal }),
    placeholderData: keepPreviousData,
  });

function useReviewChange<V>(run: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => void qc.invalidateQueries({ queryKey: key }) });
}

export const useReplyToReview = () =>
  useReviewChange((v: { id: string; text: string }) => call(replyToReview, { params: { reviewId: v.id }, body: { text: v.text } }));
export const usePublishReview = () => useReviewChange((id: string) => call(publishReview, { params: { reviewId: id } }));
export const useUnhideReview = () => useReviewChange((id: string) => call(unhideReview, { params: { reviewId: id } }));
export const useHideReview = () =>
  useReviewChange((v: { id: string; reason: string }) => call(hideReview, { params: { reviewId: v.id }, body: { reason: v.reason } }));
