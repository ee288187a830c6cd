import { EmptyState, ErrorState, Spinner } from '../../../components/ui/states.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { useOwnerCab } from '../cabs/api/get-owner-cab.ts';
import { PageHeader } from '../components/page-header.tsx';
import { cabBookingsKey, getCabBookings } from './api/get-cab-bookings.ts';
import { updateCabBookingStatus } from './api/update-cab-booking-status.ts';
import { otherUpdateError } from './components/booking-messages.ts';
import { BookingsTable } from './components/bookings-table.tsx';

const setStatus = updateCabBookingStatus('owner');

export function Component() {
  const { data: user } = useCurrentUser();
  const cab = useOwnerCab(user?._id);
  return (
    <div>
      <PageHeader title={cab.data ? `Bookings of ${cab.data.model}` : 'Cab Bookings'} />
      {cab.isPending ? (
        <Spinner label="Loading bookings data..." />
      ) : cab.isError ? (
        <ErrorState message="Failed to fetch cab data. Please try again later." onRetry={() => void cab.refetch()} />
      ) : !cab.data ? (
        <EmptyState title="No cab found" hint="Ask an administrator to link your account to your cab." />
      ) : (
        <BookingsTable
          kind="cab"
          caption={`Bookings of ${cab.data.model}`}
          listKey={cabBookingsKey(cab.data._id)}
          fetchPage={(p) => getCabBookings(cab.data!._id, p)}
          setStatus={setStatus}
          texts={{
            loadError: 'Failed to fetch cab data. Please try again later.',
            empty: 'No cab bookings found.',
            updateError: otherUpdateError,
          }}
        />
      )}
    </div>
  );
}
