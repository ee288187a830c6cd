// The cab form of Add Cab, Edit Cab and the cab owner's edit, checked by the contract's cab body: every
// field required but the picture, which is uploaded first (with progress) when a new one is chosen.
import { type Cab } from '@raahi/contract/cabs';
import { cabInput, type CabInput } from '@raahi/contract/cab-admin';
import { listingBodyFor } from '@raahi/contract/rules/listing-fields';
import { CancellationPolicyField } from '../../components/cancellation-policy-field.tsx';
import { ContractFormFrame, useListingForm, type SaveProps } from '../../components/contract-form.tsx';
import { FormSection, LinesField, NumberField, TextField } from '../../components/form-fields.tsx';
import { valuesFrom } from '../../components/form-values.ts';
import { ImageField } from '../../components/image-field.tsx';
import type { ImageValue } from '../../components/image-uploads.tsx';

// the rating and review count come from published reviews: no field for them
type CabFormValues = Omit<
  CabInput,
  'imageUrl' | 'inclusions' | 'exclusions' | 'featured' | 'ownerId' | 'archived' | 'id' | 'rating' | 'reviewCount'
> & {
  imageUrl: ImageValue;
  inclusions: string[];
  exclusions: string[];
};

export const emptyCabValues = (): CabFormValues => ({
  model: '',
  type: '',
  imageUrl: '',
  seats: NaN,
  kmsIncluded: NaN,
  extraKmFare: NaN,
  fuelType: '',
  cancellation: '',
  travelType: '',
  originalPrice: NaN,
  discountedPrice: NaN,
  taxes: NaN,
  inclusions: [],
  exclusions: [],
  cancellationPolicy: null,
});

export const cabToValues = (c: Cab): CabFormValues => valuesFrom(emptyCabValues(), c);

const CAB_TYPES = ['Hatchback', 'Sedan', 'SUV', 'MUV', 'Tempo Traveller'];
const FUELS = ['Petrol', 'Diesel', 'CNG', 'Electric'];
const TRAVEL_TYPES = ['Outstation', 'One Way', 'Round Trip', 'Airport Transfer', 'Local'];
const TRAVEL_HINT = 'e.g. Outstation, One Way, Round Trip';
const IMAGE_HINT = 'Optional. JPEG, PNG, WebP or AVIF up to 5 MB; uploaded when you save.';

type Props = { initial: CabFormValues; submitLabel?: string } & Omit<SaveProps<CabInput>, 'submitLabel'>;

export function CabForm({ initial, submitLabel = 'Save Changes', ...save }: Props) {
  // who owns it, featured and archived are the admins' (rules/listing-fields.ts)
  const { form, control } = useListingForm<CabFormValues, CabInput>(cabInput, initial, (v, role) => listingBodyFor(role, v));
  return (
    <ContractFormFrame form={form} save={{ ...save, submitLabel }} note="Fields marked * are required; the image is optional.">
      <FormSection title="The cab">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={control} name="model" label="Cab Model" required hint="e.g. Toyota Innova Crysta" />
          <TextField control={control} name="type" label="Cab Type" required suggestions={CAB_TYPES} hint="e.g. Sedan, SUV, Hatchback" />
          <NumberField control={control} name="seats" label="Seats" required kind="count" min={1} />
          <TextField control={control} name="fuelType" label="Fuel Type" required suggestions={FUELS} />
          <TextField control={control} name="travelType" label="Travel Type" required suggestions={TRAVEL_TYPES} hint={TRAVEL_HINT} />
          <TextField
            control={control}
            name="cancellation"
            label="Cancellation Policy"
            required
            hint="The cab's pages state the cancellation policy chosen below, in its own words."
          />
        </div>
        <ImageField control={control} name="imageUrl" label="Cab Image" hint={IMAGE_HINT} className="mt-4" />
      </FormSection>
      <FormSection title="Cancellation">
        <CancellationPolicyField control={control} name="cancellationPolicy" kind="cab" />
      </FormSection>
      <FormSection title="Distance and price" grid="gap-4 sm:grid-cols-2">
        <NumberField control={control} name="kmsIncluded" label="KMs Included" required kind="count" />
        <NumberField control={control} name="extraKmFare" label="Extra KM Fare (₹ per km)" required kind="money" />
        <NumberField control={control} name="originalPrice" label="Original Price (₹)" required kind="money" />
        <NumberField control={control} name="discountedPrice" label="Discounted Price (₹)" required kind="money" />
        <NumberField
          control={control}
          name="taxes"
          label="Taxes (%)"
          required
          kind="money"
          max={100}
          hint="Not charged as typed: guests pay GST at the rate for cab trips, and the cab's pages show that rate."
        />
      </FormSection>
      <FormSection title="Inclusions and exclusions" grid="gap-5 md:grid-cols-2">
        <LinesField control={control} name="inclusions" label="Inclusions" placeholder="e.g. Driver allowance" />
        <LinesField control={control} name="exclusions" label="Exclusions" placeholder="e.g. Toll charges" />
      </FormSection>
    </ContractFormFrame>
  );
}
