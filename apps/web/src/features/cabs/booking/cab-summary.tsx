import type { Cab } from '@raahi/contract/cabs';
import { carWord } from '../components/car-words.ts';
import { BookedListing, MarkedList } from '../../../components/booking/booked-listing.tsx';
import { CancellationTerms } from '../../../components/booking/cancellation-terms.tsx';
import { Bullets, Card } from '../../../components/ui/card.tsx';
import { rupees } from '@raahi/contract/rules/rupees';
import { useT } from '../../../lib/i18n.tsx';

const POLICIES = [
  'cabs.policy.driverDetails',
  'cabs.policy.pickupDelay',
  'cabs.policy.cngStops',
  'cabs.policy.mealStop',
  'cabs.policy.acHills',
  'cabs.policy.luggage',
] as const;

/** The cab: picture, model, what it includes and leaves out. */
export function CabSummary({ cab }: { cab: Cab }) {
  const words = useT();
  return (
    <Card>
      <BookedListing
        photo={cab.imageUrl}
        name={cab.model}
        about={
          <>
            {carWord(cab.type, words)} · {carWord(cab.fuelType, words)} · {words('cabs.card.seats', { count: cab.seats })} ·{' '}
            {cab.travelType}
          </>
        }
        rating={cab.rating}
        reviews={cab.reviewCount}
        priority
      >
        <p className="mt-2 text-sm text-slate-700">
          {words('cabs.trip.kmIncluded', { km: cab.kmsIncluded })} · {words('cabs.trip.extraPerKm', { price: rupees(cab.extraKmFare) })}
        </p>
      </BookedListing>
      {(cab.inclusions.length > 0 || cab.exclusions.length > 0) && (
        <div className="mt-4 grid gap-4 border-t border-slate-200 pt-4 text-sm text-slate-700 sm:grid-cols-2">
          <MarkedList title={words('cabs.review.included')} mark="✓" items={cab.inclusions} />
          <MarkedList title={words('cabs.review.notIncluded')} mark="✗" items={cab.exclusions} />
        </div>
      )}
    </Card>
  );
}

/** The cancellation terms of this trip (the server's quote; shown once the trip details are complete) and the trip policies. */
export function GoodToKnow({ terms, policy }: { terms: string[] | undefined; policy: string | undefined }) {
  const words = useT();
  return (
    <Card title={words('cabs.review.goodToKnow')}>
      <CancellationTerms terms={terms} policy={policy} className="mb-3 text-sm text-slate-700" />
      <Bullets items={POLICIES.map((p) => words(p))} />
    </Card>
  );
}
