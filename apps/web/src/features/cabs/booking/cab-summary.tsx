import type { Cab } from '@raahi/contract/cabs';
import { BookedListing, MarkedList } from '../../../components/booking/booked-listing.tsx';
import { CancellationTerms } from '../../../components/booking/cancellation-terms.tsx';
import { Bullets, Card } from '../../../components/ui/card.tsx';
import { rupees } from '@raahi/contract/rules/rupees';

const POLICIES = [
  'Driver details are shared up to 30 minutes before departure.',
  'Pickup may be delayed by up to 30 minutes.',
  'CNG refuelling stops take 30 minutes or more.',
  'Only one meal stop is included on the way.',
  'The AC is switched off in hilly areas.',
  'A sedan has space for 1 luggage bag.',
];

/** The cab: picture, model, what it includes and leaves out. */
export function CabSummary({ cab }: { cab: Cab }) {
  return (
    <Card>
      <BookedListing
        photo={cab.imageUrl}
        name={cab.model}
        about={
          <>
            {cab.type} · {cab.fuelType} · {cab.seats} seats · {cab.travelType}
          </>
        }
        rating={cab.rating}
        reviews={cab.reviewCount}
        priority
      >
        <p className="mt-2 text-sm text-slate-700">
          {cab.kmsIncluded} km included · {rupees(cab.extraKmFare)}/km after that
        </p>
      </BookedListing>
      {(cab.inclusions.length > 0 || cab.exclusions.length > 0) && (
        <div className="mt-4 grid gap-4 border-t border-slate-200 pt-4 text-sm text-slate-700 sm:grid-cols-2">
          <MarkedList title="Included" mark="✓" items={cab.inclusions} />
          <MarkedList title="Not included" mark="✗" items={cab.exclusions} />
        </div>
      )}
    </Card>
  );
}

/** The cancellation terms of this trip (the server's quote; shown once the trip details are complete) and the trip policies. */
export function GoodToKnow({ terms, policy }: { terms: string[] | undefined; policy: string | undefined }) {
  return (
    <Card title="Good to know">
      <CancellationTerms terms={terms} policy={policy} className="mb-3 text-sm text-slate-700" />
      <Bullets items={POLICIES} />
    </Card>
  );
}
