import type { Cab } from '@raahi/contract/cabs';
import { Card } from '../../../components/ui/card.tsx';
import { Img } from '../../../components/ui/img.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { formatRupees } from '../../../lib/format.ts';

const POLICIES = [
  'Free cancellation until 24 hours before departure.',
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
      <div className="flex flex-col gap-4 sm:flex-row">
        <Img
          src={cab.imageUrl}
          alt={cab.model}
          width={640}
          height={427}
          sizes="(min-width: 640px) 14rem, 100vw"
          priority
          className="aspect-[3/2] w-full rounded-xl sm:w-56"
        />
        <div>
          <h2 className="text-xl font-semibold text-slate-900">{cab.model}</h2>
          <p className="text-slate-600">
            {cab.type} · {cab.fuelType} · {cab.seats} seats · {cab.travelType}
          </p>
          <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
            <StarRating value={cab.rating} /> {cab.rating.toFixed(1)} ({cab.reviewCount} reviews)
          </p>
          <p className="mt-2 text-sm text-slate-700">
            {cab.kmsIncluded} km included · {formatRupees(cab.extraKmFare)}/km after that
          </p>
        </div>
      </div>
      {(cab.inclusions.length > 0 || cab.exclusions.length > 0) && (
        <div className="mt-4 grid gap-4 border-t border-slate-200 pt-4 text-sm sm:grid-cols-2">
          {cab.inclusions.length > 0 && (
            <div>
              <p className="font-semibold text-slate-900">Included</p>
              <ul className="mt-1 space-y-1 text-slate-700">
                {cab.inclusions.map((x) => (
                  <li key={x}>✓ {x}</li>
                ))}
              </ul>
            </div>
          )}
          {cab.exclusions.length > 0 && (
            <div>
              <p className="font-semibold text-slate-900">Not included</p>
              <ul className="mt-1 space-y-1 text-slate-700">
                {cab.exclusions.map((x) => (
                  <li key={x}>✗ {x}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
    </Card>
  );
}

/** The cab's own cancellation text and the trip policies. */
export function GoodToKnow({ cab }: { cab: Cab }) {
  return (
    <Card title="Good to know">
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
        <li>{cab.cancellation}</li>
        {POLICIES.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </Card>
  );
}
