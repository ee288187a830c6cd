// The hotel form of the admin's add and edit screens and the owner's edit screen, checked by the
// contract's hotel body; pictures are uploaded first (with progress), then the body is saved.
import { hotelInput, type HotelInput } from '@raahi/contract/hotel-admin';
import { maySetListingField } from '@raahi/contract/rules/listing-fields';
import { CancellationPolicyField } from '../../components/cancellation-policy-field.tsx';
import { ContractFormFrame, useListingForm, type SaveProps } from '../../components/contract-form.tsx';
import { CheckboxField, FormSection, LinesField, NumberField, TextAreaField, TextField } from '../../components/form-fields.tsx';
import { ImageField, ImageListField } from '../../components/image-field.tsx';
import { HOTEL_SECTIONS, hotelBody, type HotelFormValues } from './hotel-form-values.ts';

type Props = { initial: HotelFormValues } & SaveProps<HotelInput>;

const PICTURE_HINT = 'JPEG, PNG, WebP or AVIF up to 5 MB. Uploaded when you save.';

const BASIC_TEXTS = [
  { name: 'location', label: 'Location', hint: 'City and state, e.g. Udaipur, Rajasthan' },
  { name: 'distance', label: 'Distance', hint: 'e.g. 2 km from City Palace' },
  { name: 'category', label: 'Category', hint: 'e.g. Heritage, Beach, Business' },
  { name: 'type', label: 'Property Type', hint: 'e.g. Hotel, Resort, Villa' },
] as const;

/** How the price is told to visitors. */
const PRICE_TEXTS = [
  { name: 'hotelPriceHighlight', label: 'Price Highlight', hint: 'e.g. Free cancellation till 24 hours before check-in' },
  { name: 'hotelDetails.price', label: 'Price Text', hint: 'The price as shown to visitors, e.g. ₹4,500' },
  { name: 'hotelDetails.priceDescription', label: 'Price Description', hint: 'e.g. per night for 2 adults' },
  {
    name: 'hotelDetails.priceLocation',
    label: 'Price Location',
    hint: 'Where the price applies, e.g. Jaipur, Rajasthan',
    className: 'sm:col-span-2',
  },
] as const;

export function HotelForm({ initial, ...save }: Props) {
  // featured is the admins' (rules/listing-fields.ts); the rating comes from published reviews
  const { role, form, control } = useListingForm<HotelFormValues, HotelInput>(hotelInput, initial, hotelBody);
  return (
    <ContractFormFrame form={form} save={save}>
      <FormSection title="Basic details">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={control} name="name" label="Hotel Name" required />
          {BASIC_TEXTS.map((f) => (
            <TextField key={f.name} control={control} required {...f} />
          ))}
          <NumberField control={control} name="star" label="Star Category" required kind="count" max={5} hint="Whole stars, 0 to 5" />
        </div>
        {maySetListingField(role, 'featured') && (
          <CheckboxField
            control={control}
            name="featured"
            label="Featured"
            hint="Featured hotels are shown first to visitors."
            className="mt-4"
          />
        )}
      </FormSection>

      <FormSection title="Price and rooms" grid="gap-4 sm:grid-cols-2">
        <NumberField control={control} name="price" label="Price per night (₹)" required kind="money" />
        <NumberField
          control={control}
          name="taxes"
          label="Taxes and fees per night (₹)"
          required
          kind="money"
          hint="Not charged as typed: guests pay GST at the rate for the price, and the hotel's pages show that amount."
        />
        <NumberField
          control={control}
          name="rooms"
          label="Rooms"
          required
          kind="count"
          min={1}
          hint="Rooms the hotel can sell each night"
        />
        {PRICE_TEXTS.map((f) => (
          <TextField key={f.name} control={control} required {...f} />
        ))}
      </FormSection>

      <FormSection title="Address and times" grid="gap-4 sm:grid-cols-2">
        <TextField
          control={control}
          name="address"
          label="Address"
          hint="Street, area, city and PIN code, as the guest's voucher shows it"
          className="sm:col-span-2"
          autoComplete="street-address"
        />
        <TextField
          control={control}
          name="phone"
          label="Phone"
          type="tel"
          hint="The front desk, e.g. +91 294 242 8000"
          autoComplete="tel"
        />
        <div className="hidden sm:block" />
        <TextField control={control} name="checkInTime" label="Check-in from" type="time" hint="24-hour time, Indian time" />
        <TextField control={control} name="checkOutTime" label="Check-out by" type="time" hint="24-hour time, Indian time" />
      </FormSection>

      <FormSection title="Cancellation">
        <CancellationPolicyField control={control} name="cancellationPolicy" kind="hotel" />
      </FormSection>

      <FormSection title="About this hotel">
        <TextAreaField control={control} name="hotelDetails.description" label="Description" required rows={5} />
      </FormSection>

      <FormSection title="Pictures">
        <div className="space-y-4">
          <ImageField control={control} name="imageUrl" label="Cover Image" hint={PICTURE_HINT} />
          <ImageListField
            control={control}
            name="images"
            label="Gallery Images"
            hint="Choose one or more pictures; remove any you no longer want."
          />
        </div>
      </FormSection>

      <FormSection title="Amenities, facilities and inclusions" grid="gap-5 md:grid-cols-3">
        <LinesField control={control} name="amenities" label="Amenities" placeholder="e.g. Swimming pool" />
        <LinesField control={control} name="facilities" label="Facilities" placeholder="e.g. Free Wi-Fi" />
        <LinesField control={control} name="inclusions" label="Inclusions" placeholder="e.g. Breakfast" />
      </FormSection>

      {HOTEL_SECTIONS.map(({ key, heading }) => (
        <FormSection key={key} title={heading}>
          <div className="space-y-4">
            <TextField control={control} name={`${key}.title`} label={`${heading} title`} required />
            <LinesField
              control={control}
              name={`${key}.description`}
              label={`${heading} description`}
              variant="lines"
              placeholder="Add a line and press Enter"
            />
            <ImageField control={control} name={`${key}.img`} label={`${heading} image`} />
          </div>
        </FormSection>
      ))}
    </ContractFormFrame>
  );
}
