import { PageHeader } from '../components/page-header.tsx';
import { getTourBookings, tourBookingsKey } from './api/get-tour-bookings.ts';
import { updateTourBookingStatus } from './api/update-tour-booking-status.ts';
import { otherUpdateError } from './components/booking-messages.ts';
import { BookingsTable } from './components/bookings-table.tsx';

export function Component() {
  return (
    <div>
      <PageHeader title="Tour Bookings" />
      <BookingsTable
        kind="tour"
        caption="All tour bookings"
        listKey={tourBookingsKey}
        fetchPage={getTourBookings}
        setStatus={updateTourBookingStatus}
        texts={{
          loadError: 'Failed to fetch tour bookings. Please try again later.',
          empty: 'No tour bookings found.',
          updateError: otherUpdateError,
        }}
      />
    </div>
  );
}
