import type { Cab } from '@raahi/contract/cabs';
import type { PaymentChoice } from '@raahi/contract/rules/pricing';
import { Button } from '../../../components/ui/button.tsx';
import { DiscountRow, MoneyRow, SummaryRow, TotalRow } from '../../../components/booking/summary-rows.tsx';
import { PricePanel } from '../../../components/booking/price-panel.tsx';
import { rupeesExact } from '@raahi/contract/rules/rupees';
import { fareOf } from './use-trip-form.ts';
import { useT } from '../../../lib/i18n.tsx';

function PaymentOption({ checked, title, detail, onChoose }: { checked: boolean; title: string; detail: string; onChoose: () => void }) {
  return (
    <label
      className={`flex cursor-pointer items-start gap-3 rounded-xl border px-3 py-2 text-sm ${checked ? 'border-teal-600 bg-teal-50' : 'border-slate-200'}`}
    >
      <input type="radio" name="payment" className="mt-1 h-4 w-4 accent-teal-700" checked={checked} onChange={onChoose} />
      <span>
        <span className="font-medium text-slate-900">{title}</span>
        <span className="block text-slate-600">{detail}</span>
      </span>
    </label>
  );
}

/** The fare line by line (rules/pricing.ts) with the coupon's discount, the payment choice with what is paid now and to the driver, and Book Now. */
export function FareSummary({
  cab,
  payment,
  discount,
  signedIn,
  form,
  onPayment,
}: {
  cab: Cab;
  payment: PaymentChoice;
  /** a coupon's discount in rupees (the server's quote), 0 without one */
  discount: number;
  signedIn: boolean;
  /** the id of the trip's form, which Book Now submits */
  form: string;
  onPayment: (p: PaymentChoice) => void;
}) {
  const words = useT();
  const full = fareOf(cab, 'full', discount);
  const half = fareOf(cab, 'half', discount);
  const chosen = payment === 'half' ? half : full;
  return (
    <PricePanel id="fare-heading" title={words('cabs.fare.title')} signInNote={signedIn ? undefined : words('cabs.fare.signInFirst')}>
      <dl className="mt-3 space-y-2 text-sm">
        {cab.originalPrice > cab.discountedPrice && (
          <SummaryRow label={words('cabs.fare.originalPrice')} value={<s>{rupeesExact(cab.originalPrice)}</s>} />
        )}
        <MoneyRow label={words('cabs.fare.tripFare')} amount={full.base} />
        <DiscountRow amount={full.discount} />
        <MoneyRow label={words('cabs.fare.gst', { rate: full.taxRate })} amount={full.taxes} />
        <TotalRow amount={full.total} testId="cab-total" />
      </dl>
      <fieldset className="mt-4 space-y-2">
        <legend className="mb-1 text-sm font-semibold text-slate-900">{words('cabs.fare.payment')}</legend>
        <PaymentOption
          checked={payment === 'full'}
          title={words('cabs.fare.payFullTitle')}
          detail={rupeesExact(full.payNow)}
          onChoose={() => onPayment('full')}
        />
        <PaymentOption
          checked={payment === 'half'}
          title={words('cabs.fare.payPartTitle', { percent: cab.advancePercent })}
          detail={words('cabs.fare.partDetail', { now: rupeesExact(half.payNow), later: rupeesExact(half.payLater) })}
          onChoose={() => onPayment('half')}
        />
      </fieldset>
      <Button type="submit" form={form} className="mt-5 w-full py-3 text-base">
        {words('cabs.fare.bookFor', { amount: rupeesExact(chosen.payNow) })}
      </Button>
    </PricePanel>
  );
}
