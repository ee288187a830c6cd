// The coupon an offer may carry: a code, percent or flat, a cap, a minimum, what it applies to, use limits,
// and members-only. Empty limits mean none.
import type { Offer } from '@raahi/contract/offers';
import type { CouponScope, DiscountType } from '@raahi/contract/rules/coupons';
import type { Control } from 'react-hook-form';
import { CheckboxField, FormSection, SelectField, TextField } from '../../components/form-fields.tsx';
import type { CouponValues, OfferFormValues } from './offer-form-values.ts';

export const NO_COUPON: CouponValues = {
  couponCode: '',
  discountType: 'percent',
  discountValue: 0,
  maxDiscount: Number.NaN,
  minAmount: 0,
  appliesTo: 'listing',
  perAccountLimit: Number.NaN,
  totalLimit: Number.NaN,
  membersOnly: false,
};

export const couponValuesOf = (o: Offer): CouponValues =>
  o.coupon
    ? {
        couponCode: o.coupon.code,
        discountType: o.coupon.discountType,
        discountValue: o.coupon.discountValue,
        maxDiscount: o.coupon.maxDiscount ?? Number.NaN,
        minAmount: o.coupon.minAmount,
        appliesTo: o.coupon.appliesTo,
        perAccountLimit: o.coupon.perAccountLimit ?? Number.NaN,
        totalLimit: o.coupon.totalLimit ?? Number.NaN,
        membersOnly: o.membersOnly,
      }
    : { ...NO_COUPON, membersOnly: o.membersOnly };

/** An empty number input (NaN) is no limit. */
const orNull = (n: number) => (Number.isFinite(n) ? n : null);
export const couponBodyOf = (v: CouponValues) => ({
  ...v,
  discountValue: Number.isFinite(v.discountValue) ? v.discountValue : 0,
  minAmount: Number.isFinite(v.minAmount) ? v.minAmount : 0,
  maxDiscount: orNull(v.maxDiscount),
  perAccountLimit: orNull(v.perAccountLimit),
  totalLimit: orNull(v.totalLimit),
});

const DISCOUNT_LABELS: Record<DiscountType, string> = { percent: 'Percent off', flat: 'Flat ₹ off' };
/** the choices in the contract's order (COUPON_SCOPES) */
const SCOPE_LABELS: Record<CouponScope, string> = {
  any: 'Any booking',
  hotels: 'Hotel bookings',
  cabs: 'Cab bookings',
  tours: 'Tour bookings',
  listing: "This offer's listing only",
};

export function CouponFields({ control }: { control: Control<OfferFormValues> }) {
  return (
    <FormSection title="Coupon code (optional)" grid="gap-4 sm:grid-cols-2">
      <TextField control={control} name="couponCode" label="Code" hint="3 to 20 letters and digits, e.g. WELCOME10" />
      <SelectField control={control} name="discountType" label="Discount" placeholder="Choose percent or flat" choices={DISCOUNT_LABELS} />
      <TextField control={control} name="discountValue" label="Discount value (percent or ₹)" type="number" min={0} />
      <TextField control={control} name="maxDiscount" label="At most (₹)" hint="Empty: no cap" type="number" min={0} />
      <TextField control={control} name="minAmount" label="Minimum booking (₹)" type="number" min={0} />
      <SelectField
        control={control}
        name="appliesTo"
        label="Applies to"
        placeholder="Choose what the code applies to"
        choices={SCOPE_LABELS}
      />
      <TextField control={control} name="perAccountLimit" label="Uses per account" hint="Empty: no limit" type="number" min={1} />
      <TextField control={control} name="totalLimit" label="Total uses" hint="Empty: no limit" type="number" min={1} />
      <CheckboxField
        control={control}
        name="membersOnly"
        label="Members only (Secret Deal: shown to signed-in visitors)"
        className="sm:col-span-2"
      />
    </FormSection>
  );
}
