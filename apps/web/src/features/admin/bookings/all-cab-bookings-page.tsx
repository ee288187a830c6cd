import { PageHeader } from '../components/page-header.tsx';
import { cabBookingsKey, getCabBookings } from './api/get-cab-bookings.ts';
import { updateCabBookingStatus } from './api/update-cab-booking-status.ts';
import { otherUpdateError } from './components/booking-messages.ts';
import { BookingsTable } from './components/bookings-table.tsx';

const setStatus = updateCabBookingStatus('admin');

export function Component() {
  return (
    <div>
      <PageHeader title="Cab Bookings" />
      <BookingsTable
        kind="cab"
        caption="All cab bookings"
        listKey={cabBookingsKey(null)}
        fetchPage={(p) => getCabBookings(null, p)}
        setStatus={setStatus}
        texts={{
          loadError: 'Failed to fetch cab data. Please try again later.',
          empty: 'No cab bookings found.',
          updateError: otherUpdateError,
        }}
      />
    </div>
  );
}
