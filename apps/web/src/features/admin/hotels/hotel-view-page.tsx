import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ErrorState, Spinner } from '../../../components/ui/states.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useAdminHotel } from './api/get-admin-hotel.ts';
import { HotelDetailsView } from './components/hotel-details-view.tsx';

export function Component() {
  const { id = '' } = useParams();
  const { data: hotel, isPending, isError, error, refetch } = useAdminHotel(id);
  if (isPending) return <Spinner label="Loading hotel details..." />;
  if (isError)
    return (
      <ErrorState
        message={`Error: ${messageOf(error, 'Failed to fetch hotel data. Please try again later.')}`}
        onRetry={() => void refetch()}
      />
    );
  return (
    <div className="mx-auto max-w-6xl">
      <nav className="mb-4 flex flex-wrap justify-between gap-2">
        <Link to="/admin/hotel/allhotel" className={buttonClass('ghost')}>
          ← All Hotels
        </Link>
        <Link to={`/admin/hotel/edit/${hotel._id}`} className={buttonClass('primary')}>
          Edit Hotel
        </Link>
      </nav>
      <HotelDetailsView hotel={hotel} />
    </div>
  );
}
