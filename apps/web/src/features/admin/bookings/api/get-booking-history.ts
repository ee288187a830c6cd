import type { BookingActionResult } from '@raahi/contract/bookings';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

/** POST /api/bookings/{bookingId}/history: the booking as it is now and its status changes, oldest first. */
export const getBookingHistory = (id: string) =>
  api<BookingActionResult>(`/api/bookings/${encodeURIComponent(id)}/history`, { method: 'POST', body: {} });

export function useBookingHistory(id: string | null) {
  return useQuery({ queryKey: ['admin', 'booking-history', id], queryFn: () => getBookingHistory(id!), enabled: !!id, staleTime: 0 });
}
