import type { AnyBooking, CabBooking, HotelBooking, TourBooking } from '@raahi/contract/bookings';
import { useQueries } from '@tanstack/react-query';
import { apiList } from '../../../lib/api-client.ts';

export const myBookingsKey = ['my-bookings'] as const;
const LIMIT = 100;

export const listMyHotelBookings = (userId: string, signal?: AbortSignal) =>
  apiList<HotelBooking>(`/api/booking/user/${encodeURIComponent(userId)}?limit=${LIMIT}`, { signal });
export const listMyCabBookings = (userId: string, signal?: AbortSignal) =>
  apiList<CabBooking>(`/api/cab/booking/user/${encodeURIComponent(userId)}?limit=${LIMIT}`, { signal });
export const listMyTourBookings = (signal?: AbortSignal) => apiList<TourBooking>(`/api/tour/booking/user?limit=${LIMIT}`, { signal });

/**
 * The signed-in user's hotel, cab and tour bookings, newest first. A kind that fails is left out
 * (as the spec says); the error is reported only when every kind failed.
 */
export function useMyBookings(userId: string) {
  return useQueries({
    queries: [
      {
        queryKey: [...myBookingsKey, 'hotel', userId],
        queryFn: ({ signal }: { signal: AbortSignal }) => listMyHotelBookings(userId, signal),
      },
      { queryKey: [...myBookingsKey, 'cab', userId], queryFn: ({ signal }: { signal: AbortSignal }) => listMyCabBookings(userId, signal) },
      { queryKey: [...myBookingsKey, 'tour', userId], queryFn: ({ signal }: { signal: AbortSignal }) => listMyTourBookings(signal) },
    ],
    combine: (results) => {
      const ok = results.filter((r) => r.isSuccess);
      const items: AnyBooking[] = ok
        .flatMap((r) => (r.data?.items ?? []) as AnyBooking[])
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const allFailed = results.every((r) => r.isError);
      return {
        items,
        isPending: results.some((r) => r.isPending),
        isFetching: results.some((r) => r.isFetching),
        error: allFailed ? results[0].error : null,
        refetch: () => Promise.all(results.map((r) => r.refetch())),
      };
    },
  });
}
