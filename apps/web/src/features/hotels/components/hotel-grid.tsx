import type { HotelCard as HotelCardData } from '@raahi/contract/hotels';
import type { Occupancy } from '@raahi/contract/rules/occupancy';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryList } from '../../../components/query-states.tsx';
import { Spinner } from '../../../components/ui/states.tsx';
import { stayQuery } from '../search-params.ts';
import { HotelCard } from './hotel-card.tsx';
import { useT } from '../../../lib/i18n.tsx';

/** Hotels that load, as cards whose BOOK NOW carries the stay; its loading and error states, `empty`, then `after`. */
export function HotelGrid({
  query,
  stay,
  className = 'mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-4',
  empty,
  after,
  leadPriority = false,
}: {
  query: UseQueryResult<{ items: HotelCardData[]; total: number }>;
  stay: { checkin: string; checkout: string; guests: number; occupancy?: Occupancy };
  className?: string;
  empty: ReactNode;
  after?: (total: number) => ReactNode;
  /** the first card's picture is the page's largest paint (search results) */
  leadPriority?: boolean;
}) {
  const t = useT();
  // the hotel's page takes the stay, not the search's place (a search passes itself, place included)
  const cardStay = { checkin: stay.checkin, checkout: stay.checkout, guests: stay.guests, occupancy: stay.occupancy };
  return (
    <QueryList
      query={query}
      loading={<Spinner label={t('hotels.search.loading')} />}
      errorText={t('hotels.search.error')}
      empty={empty}
      className={className}
      item={(h) => (
        <HotelCard hotel={h} to={`/hotel/${h._id}${stayQuery(cardStay)}`} priority={leadPriority && h._id === query.data?.items[0]?._id} />
      )}
      after={after && (({ total }) => after(total))}
    />
  );
}
