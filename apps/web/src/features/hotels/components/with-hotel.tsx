import type { Hotel } from '@raahi/contract/hotels';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Loaded } from '../../../components/query-states.tsx';
import { MissingState } from '../../../components/ui/not-found-state.tsx';
import { Spinner } from '../../../components/ui/states.tsx';
import { missingListing, pageLoader, required } from '../../../lib/route-data.ts';
import { hotelQuery, useHotel } from '../api/get-hotel.ts';
import { useLanguage, useT } from '../../../lib/i18n.tsx';
import { hotelTypedIn } from '@raahi/contract/rules/translations';

export const HOTEL_NOT_FOUND = missingListing('hotel', '/hotels');

/** The route loader of a page about the hotel of `:id` (its detail, its booking review): the hotel, or a 404. */
export const hotelLoader = pageLoader(({ params }, qc) => [required(qc.ensureQueryData(hotelQuery(params.id ?? '')), HOTEL_NOT_FOUND)]);

/**
 * Loads the hotel of the route's `:id` and renders `children` with it as the page's language shows it, or its
 * loading, not-found or error state.
 */
export function WithHotel({ loadingLabel, children }: { loadingLabel: string; children: (hotel: Hotel) => ReactNode }) {
  const t = useT();
  const language = useLanguage();
  const hotel = useHotel(useParams().id);
  return (
    <Loaded
      query={hotel}
      loading={<Spinner label={loadingLabel} />}
      notFound={<MissingState missing={HOTEL_NOT_FOUND} />}
      errorText={t('hotels.detail.error')}
    >
      {(typed) => children(hotelTypedIn(typed, language))}
    </Loaded>
  );
}
