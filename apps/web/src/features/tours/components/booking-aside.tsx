import type { Tour } from '@raahi/contract/tours';
import { ListingOffers } from '../../../components/listing-offers.tsx';
import { BookingPanel } from './booking-panel.tsx';
import { useT } from '../../../lib/i18n.tsx';

/** The tour page's booking column: the offers on the tour, then the booking form. */
export function BookingAside({ tour }: { tour: Tour }) {
  const t = useT();
  return (
    <aside id="book" className="scroll-mt-20 lg:sticky lg:top-20 lg:self-start" aria-label={t('tours.panel.booking')}>
      <ListingOffers kind="Tour" id={tour._id} className="mb-4" />
      <BookingPanel tour={tour} />
    </aside>
  );
}
