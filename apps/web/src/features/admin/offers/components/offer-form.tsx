// Add Offer and Edit Offer, checked by the contract's offer body: title, description, picture, what it is
// for (a real hotel, cab or tour), dates, featured, and the coupon code it may carry.
import { offerInput } from '@raahi/contract/offer-admin';
import { OFFER_KINDS } from '@raahi/contract/offers';
import { useController, useWatch } from 'react-hook-form';
import { ContractFormFrame, useContractForm, type SaveProps } from '../../components/contract-form.tsx';
import { CheckboxField, FormSection, SelectField, TextAreaField, TextField } from '../../components/form-fields.tsx';
import { ImageField } from '../../components/image-field.tsx';
import type { OfferBody } from '../api/create-offer.ts';
import { CouponFields, couponBodyOf } from './coupon-fields.tsx';
import { ListingPicker } from './listing-picker.tsx';
import type { OfferFormValues } from './offer-form-values.ts';
import { useT } from '../../../../lib/i18n.tsx';
import { TranslationFields } from '../../components/translation-fields.tsx';

type Props = {
  defaultValues: OfferFormValues;
} & SaveProps<OfferBody>;

export function OfferForm({ defaultValues, ...save }: Props) {
  const t = useT();
  const form = useContractForm<OfferFormValues, OfferBody>({
    schema: offerInput,
    defaultValues,
    toBody: (v) => ({ ...v, ...couponBodyOf(v) }),
  });
  const { control } = form;
  const kind = useWatch({ control, name: 'relatedTo' });
  const listing = useController({ control, name: 'relatedId' });
  return (
    <ContractFormFrame form={form} save={save} className="max-w-3xl">
      <FormSection title={t('admin.offers.form.offer')} grid="gap-4 sm:grid-cols-2">
        <TextField control={control} name="title" label={t('admin.offers.title')} required className="sm:col-span-2" />
        <TextAreaField
          control={control}
          name="description"
          label={t('admin.tours.description')}
          required
          rows={4}
          className="sm:col-span-2"
        />
        <TextField control={control} name="startDate" label={t('admin.offers.form.start')} required type="date" />
        <TextField control={control} name="endDate" label={t('admin.offers.form.end')} required type="date" />
        <ImageField control={control} name="image" label={t('admin.offers.form.image')} className="sm:col-span-2" />
        <CheckboxField control={control} name="featured" label={t('admin.offers.form.featured')} className="sm:col-span-2" />
      </FormSection>
      <TranslationFields control={control} heading="title" rows={4} />
      <FormSection title={t('admin.offers.form.for')} grid="gap-4">
        <SelectField
          control={control}
          name="relatedTo"
          label={t('admin.offers.form.relatedTo')}
          required
          className="max-w-xs"
          onChange={() => form.setValue('relatedId', '')}
          placeholder={t('admin.offers.form.chooseKind')}
          options={OFFER_KINDS}
          labelOf={(k) => t(`admin.offers.kind.${k}`)}
        />
        <ListingPicker
          kind={kind}
          value={listing.field.value}
          onChange={listing.field.onChange}
          inputRef={listing.field.ref}
          // the contract says the id is required; here it reads as a choice to make
          error={listing.fieldState.error && t(`admin.offers.picker.${kind || 'listing'}.choose`)}
        />
      </FormSection>
      <CouponFields control={control} />
    </ContractFormFrame>
  );
}
