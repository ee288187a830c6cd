import { listMyTourBookings, listUserCabBookings, listUserHotelBookings, type AnyBooking } from '@raahi/contract/bookings';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { callList } from '../../../lib/api-client.ts';

export const myBookingsKey = ['my-bookings'] as const;
const LIMIT = 100;

/** `q`: a reference (RH-…), part of the guest's name or of what was booked; the server searches. */
const queryOf = (q: string) => ({ limit: LIMIT, ...(q ? { q } : {}) });
export const listMyHotelBookings = (userId: string, q = '', signal?: AbortSignal) =>
  callList(listUserHotelBookings, { params: { userId }, query: queryOf(q), signal });
export const listMyCabBookings = (userId: string, q = '', signal?: AbortSignal) =>
  callList(listUserCabBookings, { params: { userId }, query: queryOf(q), signal });
export const listMyTours = (q = '', signal?: AbortSignal) => callList(listMyTourBookings, { query: queryOf(q), signal });

/**
 * The signed-in user's hotel, cab and tour bookings, newest first. A kind that fails is left out
 * (as the spec says); the error is reported only when every kind failed.
 */
export function useMyBookings(userId: string, q = '') {
  return useQueries({
    queries: [
      {
        queryKey: [...myBookingsKey, 'hotel', userId, q],
        queryFn: ({ signal }: { signal: AbortSignal }) => listMyHotelBookings(userId, q, signal),
        placeholderData: keepPreviousData,
      },
      {
        queryKey: [...myBookingsKey, 'cab', userId, q],
        queryFn: ({ signal }: { signal: AbortSignal }) => listMyCabBookings(userId, q, signal),
        placeholderData: keepPreviousData,
      },
      {
        queryKey: [...myBookingsKey, 'tour', userId, q],
        queryFn: ({ signal }: { signal: AbortSignal }) => listMyTours(q, signal),
        placeholderData: keepPreviousData,
      },
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
