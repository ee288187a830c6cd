import type { Hotel } from '@raahi/contract/hotels';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Loaded } from '../../../components/query-states.tsx';
import { NotFoundState } from '../../../components/ui/not-found-state.tsx';
import { Spinner } from '../../../components/ui/states.tsx';
import { missingListing } from '../../../lib/route-data.ts';
import { useHotel } from '../api/get-hotel.ts';

export const HOTEL_NOT_FOUND = missingListing('hotel', { to: '/hotels', label: 'Browse hotels' });

/** Loads the hotel of the route's `:id` and renders `children` with it, or its loading, not-found or error state. */
export function WithHotel({ loadingLabel, children }: { loadingLabel: string; children: (hotel: Hotel) => ReactNode }) {
  const hotel = useHotel(useParams().id);
  return (
    <Loaded
      query={hotel}
      loading={<Spinner label={loadingLabel} />}
      notFound={<NotFoundState {...HOTEL_NOT_FOUND} />}
      errorText="Failed to load the hotel. Please try again."
    >
      {children}
    </Loaded>
  );
}
