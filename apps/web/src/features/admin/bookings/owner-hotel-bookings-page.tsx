import { EmptyState, ErrorState, Spinner } from '../../../components/ui/states.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { PageHeader } from '../components/page-header.tsx';
import { useOwnerHotel } from '../hotels/api/get-owner-hotel.ts';
import { getHotelBookings, hotelBookingsKey } from './api/get-hotel-bookings.ts';
import { updateHotelBookingStatus } from './api/update-hotel-booking-status.ts';
import { hotelUpdateError } from './components/booking-messages.ts';
import { BookingsTable } from './components/bookings-table.tsx';

export function Component() {
  const { data: user } = useCurrentUser();
  const hotel = useOwnerHotel(user?._id);
  return (
    <div>
      <PageHeader title={hotel.data ? `Bookings of ${hotel.data.name}` : 'Hotel Bookings'} />
      {hotel.isPending ? (
        <Spinner label="Loading bookings data..." />
      ) : hotel.isError ? (
        <ErrorState message="Failed to fetch bookings. Please try again later." onRetry={() => void hotel.refetch()} />
      ) : !hotel.data ? (
        <EmptyState title="No hotel found for this user" hint="Ask an administrator to link your account to your hotel." />
      ) : (
        <BookingsTable
          kind="hotel"
          caption={`Bookings of ${hotel.data.name}`}
          listKey={hotelBookingsKey(hotel.data._id)}
          fetchPage={(p) => getHotelBookings(hotel.data!._id, p)}
          setStatus={updateHotelBookingStatus}
          reloadAfterUpdate
          texts={{
            loadError: 'Failed to fetch bookings. Please try again later.',
            empty: 'No bookings found.',
            updateError: hotelUpdateError,
          }}
        />
      )}
    </div>
  );
}
