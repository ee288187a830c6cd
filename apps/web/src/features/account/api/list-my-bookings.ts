import { listMyTourBookings, listUserCabBookings, listUserHotelBookings, type AnyBooking } from '@raahi/contract/bookings';
import { useQueries } from '@tanstack/react-query';
import { callList } from '../../../lib/api-client.ts';

export const myBookingsKey = ['my-bookings'] as const;
const LIMIT = 100;

export const listMyHotelBookings = (userId: string, signal?: AbortSignal) =>
  callList(listUserHotelBookings, { params: { userId }, query: { limit: LIMIT }, signal });
export const listMyCabBookings = (userId: string, signal?: AbortSignal) =>
  callList(listUserCabBookings, { params: { userId }, query: { limit: LIMIT }, signal });
export const listMyTours = (signal?: AbortSignal) => callList(listMyTourBookings, { query: { limit: LIMIT }, signal });

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
      { queryKey: [...myBookingsKey, 'tour', userId], queryFn: ({ signal }: { signal: AbortSignal }) => listMyTours(signal) },
    ],
    combine: (results) => {
      const ok = results.filter((r) => r.isSuccess);
      const items: AnyBooking[] = ok
        .flatMap((r): AnyBooking[] => r.data?.items ?? [])
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
