import type { Quote } from '@raahi/contract/quote';
import type { Breakdown, PaymentChoice } from '@raahi/contract/rules/pricing';
import { rupees, rupeesExact } from '@raahi/contract/rules/rupees';
import { Button } from '../../../components/ui/button.tsx';
import { DiscountRow, MoneyRow, TotalRow } from '../../../components/booking/summary-rows.tsx';
import { PricePanel } from '../../../components/booking/price-panel.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useDriveTime } from '../components/drive-time.ts';

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
  const words = useT();
  const drive = useDriveTime();
  const trip = quote?.trip;
  const full = quote && routePrice(quote.breakdown, 'full', advancePercent);
  const half = quote && routePrice(quote.breakdown, 'half', advancePercent);
  const chosen = payment === 'half' ? half : full;
  return (
    <PricePanel id="fare-heading" title={words('cabs.fare.title')} signInNote={signedIn ? undefined : words('cabs.fare.signInFirst')}>
      {!trip || !full ? (
        <p className="mt-3 text-sm text-slate-600" role="status">
          {words('cabs.fare.pricing')}
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700" data-testid="trip-distance">
            {trip.kind === 'local'
              ? words('cabs.package.hoursKm', { hours: trip.includedHours ?? 0, km: trip.includedKm })
              : `${words(trip.kind === 'round' ? 'cabs.trip.kmEachWay' : 'cabs.trip.km', { km: trip.distanceKm })}, ${words('cabs.trip.driveEachWay', { time: drive(trip.durationMinutes) })}`}
          </p>
          <dl className="mt-3 space-y-2 text-sm">
            {trip.fareLines.map((l) => (
              <MoneyRow key={l.label} label={l.label} amount={l.amount} />
            ))}
            <DiscountRow amount={full.discount} />
            <MoneyRow label={words('cabs.fare.gst', { rate: full.taxRate })} amount={full.taxes} />
            {trip.passThroughLines.map((l) => (
              <MoneyRow key={l.label} label={words('cabs.fare.noGst', { line: l.label })} amount={l.amount} />
            ))}
            <TotalRow amount={full.total} testId="cab-total" />
          </dl>
          <ul className="mt-3 space-y-1 text-xs text-slate-600">
            <li>
              {trip.extraPerHour !== undefined
                ? words('cabs.fare.extrasHourly', {
                    km: trip.includedKm,
                    perKm: rupees(trip.extraPerKm),
                    perHour: rupees(trip.extraPerHour),
                  })
                : words('cabs.fare.extras', { km: trip.includedKm, perKm: rupees(trip.extraPerKm) })}
            </li>
            {trip.tollsPaidByTraveller && <li>{words('cabs.fare.tollsByYou')}</li>}
            <li>{words('cabs.fare.carUntil', { time: formatDateTime(trip.estimatedReturn) })}</li>
          </ul>
          <fieldset className="mt-4 space-y-2">
            <legend className="mb-1 text-sm font-semibold text-slate-900">{words('cabs.fare.payment')}</legend>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="payment"
                checked={payment === 'full'}
                onChange={() => onPayment('full')}
                className="h-4 w-4 accent-teal-700"
              />
              {words('cabs.fare.payFull', { amount: rupeesExact(full.payNow) })}
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="payment"
                checked={payment === 'half'}
                onChange={() => onPayment('half')}
                className="h-4 w-4 accent-teal-700"
              />
              {words('cabs.fare.payPart', { percent: advancePercent, amount: rupeesExact(half!.payNow) })}
            </label>
          </fieldset>
        </>
      )}
      <Button type="submit" form={form} className="mt-5 w-full py-3 text-base" disabled={!chosen}>
        {chosen ? words('cabs.fare.bookFor', { amount: rupeesExact(chosen.payNow) }) : words('cabs.fare.book')}
      </Button>
    </PricePanel>
  );
}
