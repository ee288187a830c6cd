import type { Tour } from '@raahi/contract/tours';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryList } from '../../../components/query-states.tsx';
import { Spinner } from '../../../components/ui/states.tsx';
import { TourCard } from './tour-card.tsx';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** Tours that load, as cards three to a row; their loading and error states, or `empty`. */
export function TourGrid({ query, empty }: { query: UseQueryResult<{ items: Tour[]; total: number }>; empty: ReactNode }) {
  return (
    <QueryList
      query={query}
      loading={<Spinner label="Loading tours…" />}
      errorText="Failed to load tours. Please try again."
      empty={empty}
      className={GRID}
      item={(t) => <TourCard tour={t} />}
    />
  );
}

/** Tours already at hand, as the same cards. */
export function TourCards({ tours }: { tours: Tour[] }) {
  return (
    <ul className={GRID}>
      {tours.map((t) => (
        <li key={t._id}>
          <TourCard tour={t} />
        </li>
      ))}
    </ul>
  );
}
