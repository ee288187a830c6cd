import { actOnBooking } from '@raahi/contract/bookings';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';

/** The booking as it is now and its status changes, oldest first. */
export const getBookingHistory = (id: string) => call(actOnBooking, { params: { bookingId: id, action: 'history' }, body: {} });

export function useBookingHistory(id: string | null) {
  return useQuery({ queryKey: ['admin', 'booking-history', id], queryFn: () => getBookingHistory(id!), enabled: !!id, staleTime: 0 });
}
