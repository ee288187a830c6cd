import type { HotelCard as HotelCardData } from '@raahi/contract/hotels';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryList } from '../../../components/query-states.tsx';
import { Spinner } from '../../../components/ui/states.tsx';
import { stayQuery } from '../search-params.ts';
import { HotelCard } from './hotel-card.tsx';

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
  stay: { checkin: string; checkout: string; guests: number };
  className?: string;
  empty: ReactNode;
  after?: (total: number) => ReactNode;
  /** the first card's picture is the page's largest paint (search results) */
  leadPriority?: boolean;
}) {
  return (
    <QueryList
      query={query}
      loading={<Spinner label="Loading hotels…" />}
      errorText="Failed to load hotels. Please try again."
      empty={empty}
      className={className}
      item={(h) => (
        <HotelCard hotel={h} to={`/hotel/${h._id}${stayQuery(stay)}`} priority={leadPriority && h._id === query.data?.items[0]?._id} />
      )}
      after={after && (({ total }) => after(total))}
    />
  );
}
