import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, Spinner } from '../../../components/ui/states.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { useOwnerHotel } from './api/get-owner-hotel.ts';
import { HotelDetailsView } from './components/hotel-details-view.tsx';

export function Component() {
  const { data: user } = useCurrentUser();
  const { data: hotel, isPending, isError, refetch } = useOwnerHotel(user?._id);
  if (isPending) return <Spinner label="Loading hotel details..." />;
  if (isError) return <ErrorState message="Failed to fetch hotel data. Please try again later." onRetry={() => void refetch()} />;
  if (!hotel) return <EmptyState title="No Hotel Found" hint="No hotel information is available for this user." />;
  return (
    <div className="mx-auto max-w-6xl">
      <div className="mb-4 flex justify-end">
        <Link to="/admin/hotel/user" className={buttonClass('primary')}>
          Edit Hotel
        </Link>
      </div>
      <HotelDetailsView hotel={hotel} />
    </div>
  );
}
