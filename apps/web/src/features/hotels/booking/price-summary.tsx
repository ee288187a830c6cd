import { MAX_ROOMS } from '@raahi/contract/rules/booking-limits';
import { DONATION_PRICE, type Breakdown } from '@raahi/contract/rules/pricing';
import { Button } from '../../../components/ui/button.tsx';
import { SummaryRow } from '../../../components/ui/confirm-booking-dialog.tsx';
import { formatRupees, formatRupees2 } from '../../../lib/format.ts';
import type { Choices } from './use-booking-choices.ts';
import { mealName } from './meal-labels.ts';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Every line of the price as the server will store it (rules/pricing.ts), the donation, the rooms and Pay Now. */
export function PriceSummary({
  choices: c,
  nights,
  price,
  signedIn,
  payDisabled,
  onChange,
  onPay,
}: {
  choices: Choices;
  nights: number;
  /** rupees */
  price: Breakdown;
  signedIn: boolean;
  payDisabled: boolean;
  onChange: (next: Partial<Choices>) => void;
  onPay: () => void;
}) {
  return (
    <section
      aria-labelledby="price-heading"
      className="scroll-mt-20 rounded-2xl bg-white p-5 shadow-md ring-1 ring-slate-200 lg:sticky lg:top-20"
    >
      <h2 id="price-heading" className="text-lg font-semibold text-slate-900">
        Price Summary
      </h2>
      <dl className="mt-3 space-y-2 text-sm text-slate-700" data-testid="price-summary">
        <SummaryRow label={`${plural(c.rooms, 'Room')} x ${plural(nights, 'Night')}`} value={formatRupees2(price.base)} />
        {price.discount > 0 && <SummaryRow label="Coupon discount" value={`− ${formatRupees2(price.discount)}`} />}
        <SummaryRow label={`GST (${price.taxRate}%)`} value={formatRupees2(price.taxes)} />
        {c.meal !== 'none' && <SummaryRow label={mealName(c.meal)} value={formatRupees2(price.meals)} />}
        {c.insurance && <SummaryRow label="Trip Secure" value={formatRupees2(price.insurance)} />}
        {c.donation && <SummaryRow label="Donation" value={formatRupees2(price.donation)} />}
      </dl>
      <label className="mt-3 flex items-start gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 accent-teal-700"
          checked={c.donation}
          onChange={(e) => onChange({ donation: e.target.checked })}
        />
        <span>
          Donate {formatRupees(DONATION_PRICE)} to build resilient travel destinations.{' '}
          <span className="text-teal-800 underline" title="The donation goes to community tourism projects.">
            T&amp;Cs
          </span>
        </span>
      </label>
      <div className="mt-4 flex items-baseline justify-between border-t border-slate-200 pt-3">
        <span className="font-semibold text-slate-900">Total Amount</span>
        <span className="text-2xl font-bold text-slate-900" data-testid="summary-total">
          {formatRupees2(price.total)}
        </span>
      </div>

      <div className="mt-5 flex items-center justify-between">
        <span id="rooms-label" className="text-sm font-medium text-slate-800">
          Number of Rooms
        </span>
        <div className="flex items-center gap-2" role="group" aria-labelledby="rooms-label">
          <button
            type="button"
            aria-label="Remove a room"
            disabled={c.rooms <= 1}
            onClick={() => onChange({ rooms: Math.max(1, c.rooms - 1) })}
            className="grid h-9 w-9 place-items-center rounded-full border border-slate-300 text-lg font-semibold text-slate-800 disabled:opacity-40"
          >
            −
          </button>
          <output aria-live="polite" aria-label="Rooms" className="w-8 text-center font-semibold text-slate-900">
            {c.rooms}
          </output>
          <button
            type="button"
            aria-label="Add a room"
            disabled={c.rooms >= MAX_ROOMS}
            onClick={() => onChange({ rooms: Math.min(MAX_ROOMS, c.rooms + 1) })}
            className="grid h-9 w-9 place-items-center rounded-full border border-slate-300 text-lg font-semibold text-slate-800 disabled:opacity-40"
          >
            +
          </button>
        </div>
      </div>
      <Button id="pay-now" onClick={onPay} disabled={payDisabled} className="mt-5 w-full py-3 text-base">
        Pay Now {formatRupees2(price.total)}
      </Button>
      {!signedIn && <p className="mt-2 text-center text-xs text-slate-600">You'll sign in first; your choices are kept.</p>}
    </section>
  );
}
