import type { Hotel } from '@raahi/contract/hotels';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { NotFoundState } from '../../../components/ui/not-found-state.tsx';
import { ErrorState, Spinner } from '../../../components/ui/states.tsx';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { useHotel } from '../api/get-hotel.ts';

/** Loads the hotel of the route's `:id` and renders `children` with it, or its loading, not-found or error state. */
export function WithHotel({ loadingLabel, children }: { loadingLabel: string; children: (hotel: Hotel) => ReactNode }) {
  const { id } = useParams();
  const query = useHotel(id);
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return (
        <NotFoundState title="Hotel not found" hint="The hotel you're looking for doesn't exist or has been removed.">
          <Link to="/hotels" className={buttonClass('primary')}>
            Browse hotels
          </Link>
        </NotFoundState>
      );
    return (
      <ErrorState message={messageOf(query.error, 'Failed to load the hotel. Please try again.')} onRetry={() => void query.refetch()} />
    );
  }
  return children(query.data);
}
