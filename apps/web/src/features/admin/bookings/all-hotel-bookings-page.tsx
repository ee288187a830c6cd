import { PageHeader } from '../components/page-header.tsx';
import { getHotelBookings, hotelBookingsKey } from './api/get-hotel-bookings.ts';
import { updateHotelBookingStatus } from './api/update-hotel-booking-status.ts';
import { BookingsTable } from './components/bookings-table.tsx';
import { hotelUpdateError } from './components/booking-messages.ts';

export function Component() {
  return (
    <div>
      <PageHeader title="Hotel Bookings" />
      <BookingsTable
        kind="hotel"
        caption="All hotel bookings"
        listKey={hotelBookingsKey(null)}
        fetchPage={(p) => getHotelBookings(null, p)}
        setStatus={updateHotelBookingStatus}
        reloadAfterUpdate
        texts={{
          loadError: 'Failed to fetch bookings. Please try again later.',
          empty: 'No bookings found.',
          updateError: hotelUpdateError,
        }}
      />
    </div>
  );
}
