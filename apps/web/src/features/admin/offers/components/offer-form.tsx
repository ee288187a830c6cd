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

type Props = {
  defaultValues: OfferFormValues;
} & SaveProps<OfferBody>;

export function OfferForm({ defaultValues, ...save }: Props) {
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
      <FormSection title="Offer" grid="gap-4 sm:grid-cols-2">
        <TextField control={control} name="title" label="Title" required className="sm:col-span-2" />
        <TextAreaField control={control} name="description" label="Description" required rows={4} className="sm:col-span-2" />
        <TextField control={control} name="startDate" label="Start date" required type="date" />
        <TextField control={control} name="endDate" label="End date" required type="date" />
        <ImageField control={control} name="image" label="Offer image" className="sm:col-span-2" />
        <CheckboxField control={control} name="featured" label="Featured offer" className="sm:col-span-2" />
      </FormSection>
      <FormSection title="What the offer is for" grid="gap-4">
        <SelectField
          control={control}
          name="relatedTo"
          label="Related to"
          required
          className="max-w-xs"
          onChange={() => form.setValue('relatedId', '')}
          placeholder="Choose Hotel, Cab or Tour"
          options={OFFER_KINDS}
        />
        <ListingPicker
          kind={kind}
          value={listing.field.value}
          onChange={listing.field.onChange}
          inputRef={listing.field.ref}
          // the contract says the id is required; here it reads as a choice to make
          error={listing.fieldState.error && `Choose the ${kind ? kind.toLowerCase() : 'listing'} this offer is for.`}
        />
      </FormSection>
      <CouponFields control={control} />
    </ContractFormFrame>
  );
}
