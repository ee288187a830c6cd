// The hotel form of the admin's add and edit screens and the owner's edit screen, checked by the
// contract's hotel body; pictures are uploaded first (with progress), then the body is saved.
import { hotelInput, type HotelInput } from '@raahi/contract/hotel-admin';
import { maySetListingField } from '@raahi/contract/rules/listing-fields';
import { CancellationPolicyField } from '../../components/cancellation-policy-field.tsx';
import { ContractFormFrame, useListingForm, type SaveProps } from '../../components/contract-form.tsx';
import { CheckboxField, FormSection, LinesField, NumberField, TextAreaField, TextField } from '../../components/form-fields.tsx';
import { TranslationFields } from '../../components/translation-fields.tsx';
import { ImageField, ImageListField } from '../../components/image-field.tsx';
import { HOTEL_SECTIONS, hotelBody, type HotelFormValues } from './hotel-form-values.ts';
import { useT } from '../../../../lib/i18n.tsx';

type Props = { initial: HotelFormValues } & SaveProps<HotelInput>;

/** The text fields of the basic details, each with its `admin.hotelForm.<word>` label and `…Hint`. */
const BASIC_TEXTS = [
  { name: 'location', word: 'location' },
  { name: 'distance', word: 'distance' },
  { name: 'category', word: 'category' },
  { name: 'type', word: 'type' },
] as const;

/** How the price is told to visitors. */
const PRICE_TEXTS = [
  { name: 'hotelPriceHighlight', word: 'priceHighlight' },
  { name: 'hotelDetails.price', word: 'priceText' },
  { name: 'hotelDetails.priceDescription', word: 'priceDescription' },
  { name: 'hotelDetails.priceLocation', word: 'priceLocation', className: 'sm:col-span-2' },
] as const;
type HintedText = (typeof BASIC_TEXTS)[number] | (typeof PRICE_TEXTS)[number];

export function HotelForm({ initial, ...save }: Props) {
  // featured is the admins' (rules/listing-fields.ts); the rating comes from published reviews
  const t = useT();
  const { role, form, control } = useListingForm<HotelFormValues, HotelInput>(hotelInput, initial, hotelBody);
  const hintedTexts = (fields: readonly HintedText[]) =>
    fields.map(({ word, ...f }) => (
      <TextField
        key={f.name}
        control={control}
        required
        {...f}
        label={t(`admin.hotelForm.${word}`)}
        hint={t(`admin.hotelForm.${word}Hint`)}
      />
    ));
  return (
    <ContractFormFrame form={form} save={save}>
      <FormSection title={t('admin.hotelForm.basic')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={control} name="name" label={t('admin.hotelForm.name')} required />
          {hintedTexts(BASIC_TEXTS)}
          <NumberField
            control={control}
            name="star"
            label={t('admin.hotelForm.star')}
            required
            kind="count"
            max={5}
            hint={t('admin.hotelForm.starHint')}
          />
        </div>
        {maySetListingField(role, 'featured') && (
          <CheckboxField
            control={control}
            name="featured"
            label={t('admin.table.featured')}
            hint={t('admin.hotelForm.featuredHint')}
            className="mt-4"
          />
        )}
      </FormSection>

      <FormSection title={t('admin.hotelForm.priceAndRooms')} grid="gap-4 sm:grid-cols-2">
        <NumberField control={control} name="price" label={t('admin.hotelForm.price')} required kind="money" />
        <NumberField
          control={control}
          name="taxes"
          label={t('admin.hotelForm.taxes')}
          required
          kind="money"
          hint={t('admin.hotelForm.taxesHint')}
        />
        <NumberField
          control={control}
          name="rooms"
          label={t('admin.hotelForm.rooms')}
          required
          kind="count"
          min={1}
          hint={t('admin.hotelForm.roomsHint')}
        />
        {hintedTexts(PRICE_TEXTS)}
      </FormSection>

      <FormSection title={t('admin.hotelForm.addressAndTimes')} grid="gap-4 sm:grid-cols-2">
        <TextField
          control={control}
          name="address"
          label={t('admin.hotelForm.address')}
          hint={t('admin.hotelForm.addressHint')}
          className="sm:col-span-2"
          autoComplete="street-address"
        />
        <TextField
          control={control}
          name="phone"
          label={t('admin.hotelForm.phone')}
          type="tel"
          hint={t('admin.hotelForm.phoneHint')}
          autoComplete="tel"
        />
        <div className="hidden sm:block" />
        <TextField
          control={control}
          name="checkInTime"
          label={t('admin.hotelForm.checkIn')}
          type="time"
          hint={t('admin.hotelForm.timeHint')}
        />
        <TextField
          control={control}
          name="checkOutTime"
          label={t('admin.hotelForm.checkOut')}
          type="time"
          hint={t('admin.hotelForm.timeHint')}
        />
      </FormSection>

      <FormSection title={t('admin.hotelForm.cancellation')}>
        <CancellationPolicyField control={control} name="cancellationPolicy" kind="hotel" />
      </FormSection>

      <FormSection title={t('admin.hotelForm.about')}>
        <TextAreaField control={control} name="hotelDetails.description" label={t('admin.hotelForm.description')} required rows={5} />
      </FormSection>
      <TranslationFields control={control} heading="name" rows={5} />

      <FormSection title={t('admin.hotelForm.pictures')}>
        <div className="space-y-4">
          <ImageField control={control} name="imageUrl" label={t('admin.hotelForm.cover')} hint={t('admin.hotelForm.pictureHint')} />
          <ImageListField control={control} name="images" label={t('admin.hotelForm.gallery')} hint={t('admin.hotelForm.galleryHint')} />
        </div>
      </FormSection>

      <FormSection title={t('admin.hotelForm.lists')} grid="gap-5 md:grid-cols-3">
        <LinesField
          control={control}
          name="amenities"
          label={t('admin.hotelForm.amenities')}
          placeholder={t('admin.hotelForm.amenitiesHint')}
        />
        <LinesField
          control={control}
          name="facilities"
          label={t('admin.hotelForm.facilities')}
          placeholder={t('admin.hotelForm.facilitiesHint')}
        />
        <LinesField
          control={control}
          name="inclusions"
          label={t('admin.hotelForm.inclusions')}
          placeholder={t('admin.hotelForm.inclusionsHint')}
        />
      </FormSection>

      {HOTEL_SECTIONS.map(({ key }) => (
        <FormSection key={key} title={t(`admin.hotelSection.${key}.heading`)}>
          <div className="space-y-4">
            <TextField control={control} name={`${key}.title`} label={t(`admin.hotelSection.${key}.title`)} required />
            <LinesField
              control={control}
              name={`${key}.description`}
              label={t(`admin.hotelSection.${key}.description`)}
              variant="lines"
              placeholder={t('admin.hotelForm.linePlaceholder')}
            />
            <ImageField control={control} name={`${key}.img`} label={t(`admin.hotelSection.${key}.image`)} />
          </div>
        </FormSection>
      ))}
    </ContractFormFrame>
  );
}
