import { MAX_ROOMS } from '@raahi/contract/rules/booking-limits';
import { DONATION_PRICE, type Breakdown } from '@raahi/contract/rules/pricing';
import { Button } from '../../../components/ui/button.tsx';
import { DiscountRow, MoneyRow } from '../../../components/booking/summary-rows.tsx';
import { PricePanel } from '../../../components/booking/price-panel.tsx';
import { Checkbox } from '../../../components/ui/fields.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { rupees, rupeesExact } from '@raahi/contract/rules/rupees';
import type { Choices } from './use-booking-choices.ts';

/** Trip Secure and the donation, when chosen. */
export function ExtrasRows({ choices: c, price }: { choices: Choices; price: Breakdown }) {
  const t = useT();
  return (
    <>
      {c.insurance && <MoneyRow label={t('booking.hotel.tripSecure')} amount={price.insurance} />}
      {c.donation && <MoneyRow label={t('booking.hotel.donation')} amount={price.donation} />}
    </>
  );
}

/** Every line of the price as the server will store it (rules/pricing.ts), the donation, the rooms and Pay Now. */
export function PriceSummary({
  choices: c,
  nights,
  price,
  offer,
  signedIn,
  payDisabled,
  onChange,
  onPay,
}: {
  choices: Choices;
  nights: number;
  /** rupees */
  price: Breakdown;
  /** the hotel's automatic offer the price includes (the quote's), in its words */
  offer?: { headline: string; terms: string } | null;
  signedIn: boolean;
  payDisabled: boolean;
  onChange: (next: Partial<Choices>) => void;
  onPay: () => void;
}) {
  const t = useT();
  return (
    <PricePanel id="price-heading" title={t('booking.hotel.priceTitle')} signInNote={signedIn ? undefined : t('common.booking.signInNote')}>
      <dl className="mt-3 space-y-2 text-sm text-slate-700" data-testid="price-summary">
        <MoneyRow label={t('booking.hotel.roomsNights', { rooms: c.rooms, nights })} amount={price.base} />
        <DiscountRow amount={price.discount} offer={offer?.headline} />
        <MoneyRow label={t('booking.hotel.gst', { rate: price.taxRate })} amount={price.taxes} />
        <ExtrasRows choices={c} price={price} />
      </dl>
      {offer && <p className="mt-2 text-xs text-emerald-800">{offer.terms}</p>}
      <Checkbox
        checked={c.donation}
        onChange={(donation) => onChange({ donation })}
        className="mt-3 flex items-start gap-2 text-sm text-slate-700"
        boxClassName="mt-0.5 h-4 w-4 accent-teal-700"
      >
        <span>
          {t('booking.hotel.donate', { amount: rupees(DONATION_PRICE) })}{' '}
          <span className="text-teal-800 underline" title={t('booking.hotel.donationTerms')}>
            {t('booking.hotel.donationTermsShort')}
          </span>
        </span>
      </Checkbox>
      <div className="mt-4 flex items-baseline justify-between border-t border-slate-200 pt-3">
        <span className="font-semibold text-slate-900">{t('common.booking.total')}</span>
        <span className="text-2xl font-bold text-slate-900" data-testid="summary-total">
          {rupeesExact(price.total)}
        </span>
      </div>

      <div className="mt-5 flex items-center justify-between">
        <span id="rooms-label" className="text-sm font-medium text-slate-800">
          {t('booking.hotel.roomCount')}
        </span>
        <div className="flex items-center gap-2" role="group" aria-labelledby="rooms-label">
          <button
            type="button"
            aria-label={t('booking.hotel.removeRoom')}
            disabled={c.rooms <= 1}
            onClick={() => onChange({ rooms: Math.max(1, c.rooms - 1) })}
            className="grid h-9 w-9 place-items-center rounded-full border border-slate-300 text-lg font-semibold text-slate-800 disabled:opacity-40"
          >
            −
          </button>
          <output aria-live="polite" aria-label={t('booking.hotel.rooms')} className="w-8 text-center font-semibold text-slate-900">
            {c.rooms}
          </output>
          <button
            type="button"
            aria-label={t('booking.hotel.addRoom')}
            disabled={c.rooms >= MAX_ROOMS}
            onClick={() => onChange({ rooms: Math.min(MAX_ROOMS, c.rooms + 1) })}
            className="grid h-9 w-9 place-items-center rounded-full border border-slate-300 text-lg font-semibold text-slate-800 disabled:opacity-40"
          >
            +
          </button>
        </div>
      </div>
      <Button id="pay-now" onClick={onPay} disabled={payDisabled} className="mt-5 w-full py-3 text-base">
        {t('booking.hotel.payNow', { amount: rupeesExact(price.total) })}
      </Button>
    </PricePanel>
  );
}
