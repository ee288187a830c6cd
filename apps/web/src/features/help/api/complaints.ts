import { listMyTourBookings, listUserCabBookings, listUserHotelBookings, type AnyBooking } from '@raahi/contract/bookings';
import { createGrievance, getGrievanceContacts, type GrievanceInput } from '@raahi/contract/grievances';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call, callList } from '../../../lib/api-client.ts';

export const contactsQuery = {
  queryKey: ['grievance-contacts'],
  queryFn: ({ signal }: { signal: AbortSignal }) => call(getGrievanceContacts, { signal }),
  staleTime: 10 * 60_000,
};
/** The grievance officer and the company, as the page publishes them. */
export const useGrievanceContacts = () => useQuery(contactsQuery);

export const useRaiseComplaint = () => useMutation({ mutationFn: (body: GrievanceInput) => call(createGrievance, { body }) });

/** The signed-in person's bookings of every kind, for 'which booking?' (a kind that fails is left out). */
export const useBookingChoices = (userId: string | undefined) =>
  useQuery({
    queryKey: ['complaint-bookings', userId],
    enabled: !!userId,
    queryFn: async ({ signal }): Promise<AnyBooking[]> => {
      const query = { limit: 100 };
      const lists = await Promise.allSettled<Promise<{ items: readonly AnyBooking[] }>[]>([
        callList(listUserHotelBookings, { params: { userId: userId! }, query, signal }),
        callList(listUserCabBookings, { params: { userId: userId! }, query, signal }),
        callList(listMyTourBookings, { query, signal }),
      ]);
      return lists.flatMap((r) => (r.status === 'fulfilled' ? r.value.items : []));
    },
  });
