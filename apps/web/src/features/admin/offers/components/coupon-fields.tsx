// The coupon an offer may carry: a code, percent or flat, a cap, a minimum, what it applies to, use limits,
// and members-only. Empty limits mean none.
import type { Offer } from '@raahi/contract/offers';
import { COUPON_SCOPES, DISCOUNT_TYPES } from '@raahi/contract/rules/coupons';
import type { Control } from 'react-hook-form';
import { CheckboxField, FormSection, SelectField, TextField } from '../../components/form-fields.tsx';
import type { CouponValues, OfferFormValues } from './offer-form-values.ts';
import { useT } from '../../../../lib/i18n.tsx';

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

export function CouponFields({ control }: { control: Control<OfferFormValues> }) {
  const t = useT();
  return (
    <FormSection title={t('admin.offers.coupon.title')} grid="gap-4 sm:grid-cols-2">
      <TextField control={control} name="couponCode" label={t('admin.offers.coupon.code')} hint={t('admin.offers.coupon.codeHint')} />
      <SelectField
        control={control}
        name="discountType"
        label={t('admin.offers.coupon.discount')}
        placeholder={t('admin.offers.coupon.chooseDiscount')}
        options={DISCOUNT_TYPES}
        labelOf={(d) => t(`admin.offers.coupon.type.${d}`)}
      />
      <TextField control={control} name="discountValue" label={t('admin.offers.coupon.value')} type="number" min={0} />
      <TextField
        control={control}
        name="maxDiscount"
        label={t('admin.offers.coupon.max')}
        hint={t('admin.offers.coupon.noCap')}
        type="number"
        min={0}
      />
      <TextField control={control} name="minAmount" label={t('admin.offers.coupon.min')} type="number" min={0} />
      <SelectField
        control={control}
        name="appliesTo"
        label={t('admin.offers.coupon.appliesTo')}
        placeholder={t('admin.offers.coupon.chooseScope')}
        options={COUPON_SCOPES}
        labelOf={(s) => t(`admin.offers.coupon.scope.${s}`)}
      />
      <TextField
        control={control}
        name="perAccountLimit"
        label={t('admin.offers.coupon.perAccount')}
        hint={t('admin.offers.coupon.noLimit')}
        type="number"
        min={1}
      />
      <TextField
        control={control}
        name="totalLimit"
        label={t('admin.offers.coupon.total')}
        hint={t('admin.offers.coupon.noLimit')}
        type="number"
        min={1}
      />
      <CheckboxField control={control} name="membersOnly" label={t('admin.offers.coupon.membersOnly')} className="sm:col-span-2" />
    </FormSection>
  );
}
