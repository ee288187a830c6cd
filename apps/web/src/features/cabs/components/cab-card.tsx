import type { Cab } from '@raahi/contract/cabs';
import { carWord } from './car-words.ts';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { CardPhoto } from '../../../components/ui/img.tsx';
import { GuestRating } from '../../../components/ui/guest-rating.tsx';
import { rupees } from '@raahi/contract/rules/rupees';
import { cabPriceNote } from '../../../lib/price-notes.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useDriveTime } from './drive-time.ts';
import { TripFacts } from './trip-facts.tsx';

export function CabCard({ cab, to, state }: { cab: Cab; to: string; state?: unknown }) {
  const words = useT();
  const drive = useDriveTime();
  const off =
    cab.originalPrice > cab.discountedPrice ? Math.round(((cab.originalPrice - cab.discountedPrice) / cab.originalPrice) * 100) : 0;
  return (
    <article className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[12rem_1fr_auto] sm:items-center">
      <CardPhoto src={cab.imageUrl} alt={cab.model} shape="3/2" sizes="(min-width: 640px) 12rem, 100vw" className="rounded-xl" />
      <div className="min-w-0">
        <h3 className="text-lg font-semibold text-slate-900">{cab.model}</h3>
        <p className="text-sm text-slate-600">
          {carWord(cab.type, words)} · {carWord(cab.fuelType, words)} · {words('cabs.card.seats', { count: cab.seats })}
        </p>
        <p className="mt-1 text-sm text-slate-700">
          <GuestRating rating={cab.rating} count={cab.reviewCount} />
        </p>
        {cab.trip ? (
          <TripFacts trip={cab.trip} />
        ) : (
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
            <li>{words('cabs.trip.kmIncluded', { km: cab.kmsIncluded })}</li>
            <li>{words('cabs.trip.extraPerKm', { price: rupees(cab.extraKmFare) })}</li>
          </ul>
        )}
      </div>
      <div className="flex flex-row items-end justify-between gap-3 sm:flex-col sm:items-end">
        {cab.trip ? (
          <div className="sm:text-right">
            <p className="text-2xl font-bold text-slate-900" data-testid="trip-total">
              {rupees(cab.trip.total)}
            </p>
            <p className="text-xs text-slate-500">
              {words(cab.trip.passThroughLines.length ? 'cabs.card.totalWithTolls' : 'cabs.card.total')}
              {cab.trip.durationMinutes ? ` · ${words('cabs.card.drive', { time: drive(cab.trip.durationMinutes) })}` : ''}
            </p>
          </div>
        ) : (
          <div className="sm:text-right">
            {off > 0 && (
              <p className="text-sm text-slate-500">
                <span className="mr-1 rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-semibold text-emerald-800">
                  {words('cabs.card.off', { percent: off })}
                </span>
                <span className="sr-only">{words('cabs.card.was')} </span>
                <s>{rupees(cab.originalPrice)}</s>
              </p>
            )}
            <p className="text-2xl font-bold text-slate-900">{rupees(cab.discountedPrice)}</p>
            <p className="text-xs text-slate-500">{cabPriceNote(words, cab.discountedPrice)}</p>
          </div>
        )}
        <Link
          to={to}
          state={state}
          className={buttonClass('primary', 'px-6')}
          aria-label={words('cabs.card.bookLabel', { model: cab.model })}
        >
          {words('cabs.card.book')}
        </Link>
      </div>
    </article>
  );
}
