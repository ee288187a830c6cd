import type { TourCard as TourCardData } from '@raahi/contract/tours';
import { TourCard } from './tour-card.tsx';

export const TOUR_GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** Tours as cards, three to a row on wide screens. */
export function TourCards({ tours }: { tours: TourCardData[] }) {
  return (
    <ul className={TOUR_GRID}>
      {tours.map((t) => (
        <li key={t._id}>
          <TourCard tour={t} />
        </li>
      ))}
    </ul>
  );
}
