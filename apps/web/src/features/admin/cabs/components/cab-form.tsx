// The cab form of Add Cab, Edit Cab and the cab owner's edit, checked by the contract's cab body: every
// field required but the picture, which is uploaded first (with progress) when a new one is chosen.
import { cabInput, type Cab, type CabInput } from '@raahi/contract/cabs';
import { listingBodyFor, maySetListingField } from '@raahi/contract/rules/listing-fields';
import { useId } from 'react';
import { ContractFormFrame, useContractForm, type SaveOutcome } from '../../components/contract-form.tsx';
import { FormSection, LinesField, TextField } from '../../components/form-fields.tsx';
import { ImageField } from '../../components/image-field.tsx';
import { RatingFields } from '../../components/rating-fields.tsx';
import type { ImageValue } from '../../components/image-uploads.tsx';
import { useCurrentUser } from '../../../../lib/session.ts';

type CabFormValues = Omit<CabInput, 'imageUrl' | 'inclusions' | 'exclusions' | 'featured' | 'ownerId' | 'archived' | 'id'> & {
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
  rating: 0,
  reviewCount: 0,
  travelType: '',
  originalPrice: NaN,
  discountedPrice: NaN,
  taxes: NaN,
  inclusions: [],
  exclusions: [],
});

export const cabToValues = (c: Cab): CabFormValues => ({
  model: c.model,
  type: c.type,
  imageUrl: c.imageUrl,
  seats: c.seats,
  kmsIncluded: c.kmsIncluded,
  extraKmFare: c.extraKmFare,
  fuelType: c.fuelType,
  cancellation: c.cancellation,
  rating: c.rating,
  reviewCount: c.reviewCount,
  travelType: c.travelType,
  originalPrice: c.originalPrice,
  discountedPrice: c.discountedPrice,
  taxes: c.taxes,
  inclusions: [...c.inclusions],
  exclusions: [...c.exclusions],
});

function Suggestions({ id, options }: { id: string; options: string[] }) {
  return (
    <datalist id={id}>
      {options.map((o) => (
        <option key={o} value={o} />
      ))}
    </datalist>
  );
}

type Props = {
  initial: CabFormValues;
  submitLabel?: string;
  onSave: (body: CabInput) => Promise<unknown>;
  outcome: SaveOutcome;
};

export function CabForm({ initial, submitLabel = 'Save Changes', onSave, outcome }: Props) {
  // rating and review count are the admins' (rules/listing-fields.ts)
  const role = useCurrentUser().data?.role;
  const form = useContractForm<CabFormValues, CabInput>({
    schema: cabInput,
    defaultValues: initial,
    toBody: (v) => listingBodyFor(role, v),
  });
  const { control } = form;
  const ids = useId();
  const money = { required: true, type: 'number', inputMode: 'decimal', min: 0, step: 0.01 } as const;
  return (
    <ContractFormFrame
      form={form}
      onSubmit={form.saveWith(onSave, outcome)}
      submitLabel={submitLabel}
      note="Fields marked * are required; the image is optional."
    >
      <FormSection title="The cab">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={control} name="model" label="Cab Model" required hint="e.g. Toyota Innova Crysta" />
          <TextField control={control} name="type" label="Cab Type" required list={`${ids}-types`} hint="e.g. Sedan, SUV, Hatchback" />
          <TextField control={control} name="seats" label="Seats" required type="number" inputMode="numeric" min={1} step={1} />
          <TextField control={control} name="fuelType" label="Fuel Type" required list={`${ids}-fuels`} />
          <TextField
            control={control}
            name="travelType"
            label="Travel Type"
            required
            list={`${ids}-travel`}
            hint="e.g. Outstation, One Way, Round Trip"
          />
          <TextField control={control} name="cancellation" label="Cancellation Policy" required />
        </div>
        <Suggestions id={`${ids}-types`} options={['Hatchback', 'Sedan', 'SUV', 'MUV', 'Tempo Traveller']} />
        <Suggestions id={`${ids}-fuels`} options={['Petrol', 'Diesel', 'CNG', 'Electric']} />
        <Suggestions id={`${ids}-travel`} options={['Outstation', 'One Way', 'Round Trip', 'Airport Transfer', 'Local']} />
        <ImageField
          control={control}
          name="imageUrl"
          label="Cab Image"
          hint="Optional. JPEG, PNG, WebP or AVIF up to 5 MB; uploaded when you save."
          className="mt-4"
        />
      </FormSection>
      <FormSection title="Distance and price">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            control={control}
            name="kmsIncluded"
            label="KMs Included"
            required
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
          />
          <TextField control={control} name="extraKmFare" label="Extra KM Fare (₹ per km)" {...money} />
          <TextField control={control} name="originalPrice" label="Original Price (₹)" {...money} />
          <TextField control={control} name="discountedPrice" label="Discounted Price (₹)" {...money} />
          <TextField control={control} name="taxes" label="Taxes (%)" {...money} max={100} />
        </div>
      </FormSection>
      {maySetListingField(role, 'rating') && (
        <FormSection title="Rating">
          <div className="grid gap-4 sm:grid-cols-2">
            <RatingFields control={control} role={role} hint="0 to 5, steps of 0.1" />
          </div>
        </FormSection>
      )}
      <FormSection title="Inclusions and exclusions">
        <div className="grid gap-5 md:grid-cols-2">
          <LinesField control={control} name="inclusions" label="Inclusions" placeholder="e.g. Driver allowance" />
          <LinesField control={control} name="exclusions" label="Exclusions" placeholder="e.g. Toll charges" />
        </div>
      </FormSection>
    </ContractFormFrame>
  );
}
