import type { Quote } from '@raahi/contract/quote';
import type { Breakdown, PaymentChoice } from '@raahi/contract/rules/pricing';
import { lengthInWords } from '@raahi/contract/rules/booking-dates';
import { rupees, rupeesExact } from '@raahi/contract/rules/rupees';
import { Button } from '../../../components/ui/button.tsx';
import { DiscountRow, MoneyRow, TotalRow } from '../../../components/booking/booking-dialogs.tsx';
import { PricePanel } from '../../../components/booking/price-panel.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/** The quote's price (rupees) paid in full or in part: the cab's advance share of the total now (as rules/pricing.ts settles it). */
export function routePrice(b: Quote['breakdown'], payment: PaymentChoice, advancePercent: number): Breakdown {
  const totalPaise = Math.round(b.total * 100);
  const nowPaise = payment === 'half' ? Math.round((totalPaise * advancePercent) / 100) : totalPaise;
  return { ...b, payNow: nowPaise / 100, payLater: (totalPaise - nowPaise) / 100 };
}

/** A trip priced for its route, as the server's quote lines it: distance, fare lines, GST, tolls, the total, and Book Now. */
export function RouteFareSummary({
  quote,
  payment,
  advancePercent,
  signedIn,
  form,
  onPayment,
}: {
  quote: Quote | undefined;
  payment: PaymentChoice;
  advancePercent: number;
  signedIn: boolean;
  form: string;
  onPayment: (p: PaymentChoice) => void;
}) {
  const trip = quote?.trip;
  const full = quote && routePrice(quote.breakdown, 'full', advancePercent);
  const half = quote && routePrice(quote.breakdown, 'half', advancePercent);
  const chosen = payment === 'half' ? half : full;
  return (
    <PricePanel id="fare-heading" title="Fare" signInNote={signedIn ? undefined : "You'll sign in first; your trip details are kept."}>
      {!trip || !full ? (
        <p className="mt-3 text-sm text-slate-600" role="status">
          Pricing your trip…
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700" data-testid="trip-distance">
            {trip.kind === 'local'
              ? `${trip.includedHours} hours, ${trip.includedKm} km`
              : `${trip.distanceKm} km${trip.kind === 'round' ? ' each way' : ''}, about ${lengthInWords(trip.durationMinutes)} each way`}
          </p>
          <dl className="mt-3 space-y-2 text-sm">
            {trip.fareLines.map((l) => (
              <MoneyRow key={l.label} label={l.label} amount={l.amount} />
            ))}
            <DiscountRow amount={full.discount} />
            <MoneyRow label={`GST (${full.taxRate}%)`} amount={full.taxes} />
            {trip.passThroughLines.map((l) => (
              <MoneyRow key={l.label} label={`${l.label}, no GST`} amount={l.amount} />
            ))}
            <TotalRow amount={full.total} testId="cab-total" />
          </dl>
          <ul className="mt-3 space-y-1 text-xs text-slate-600">
            <li>
              {trip.includedKm} km included; extra {rupees(trip.extraPerKm)}/km
              {trip.extraPerHour !== undefined ? `, extra ${rupees(trip.extraPerHour)}/hour` : ''}, settled after the trip
            </li>
            {trip.tollsPaidByTraveller && <li>Tolls are paid by you on the way.</li>}
            <li>The car is yours until about {formatDateTime(trip.estimatedReturn)}.</li>
          </ul>
          <fieldset className="mt-4 space-y-2">
            <legend className="mb-1 text-sm font-semibold text-slate-900">Payment</legend>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="payment"
                checked={payment === 'full'}
                onChange={() => onPayment('full')}
                className="h-4 w-4 accent-teal-700"
              />
              Pay in full now · {rupeesExact(full.payNow)}
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="payment"
                checked={payment === 'half'}
                onChange={() => onPayment('half')}
                className="h-4 w-4 accent-teal-700"
              />
              Pay {advancePercent}% now ({rupeesExact(half!.payNow)}), the rest to the driver
            </label>
          </fieldset>
        </>
      )}
      <Button type="submit" form={form} className="mt-5 w-full py-3 text-base" disabled={!chosen}>
        Book Now{chosen ? ` · ${rupeesExact(chosen.payNow)}` : ''}
      </Button>
    </PricePanel>
  );
}
