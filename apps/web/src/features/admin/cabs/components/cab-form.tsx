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
import { useT } from '../../../../lib/i18n.tsx';

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

type Props = { initial: CabFormValues; submitLabel?: string } & Omit<SaveProps<CabInput>, 'submitLabel'>;

export function CabForm({ initial, submitLabel, ...save }: Props) {
  const t = useT();
  // who owns it, featured and archived are the admins' (rules/listing-fields.ts)
  const { form, control } = useListingForm<CabFormValues, CabInput>(cabInput, initial, (v, role) => listingBodyFor(role, v));
  return (
    <ContractFormFrame
      form={form}
      save={{ ...save, submitLabel: submitLabel ?? t('admin.form.saveChanges') }}
      note={t('admin.cabForm.note')}
    >
      <FormSection title={t('admin.cabForm.cab')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={control} name="model" label={t('admin.cabForm.model')} required hint={t('admin.cabForm.modelHint')} />
          <TextField
            control={control}
            name="type"
            label={t('admin.cabForm.type')}
            required
            suggestions={CAB_TYPES}
            hint={t('admin.cabForm.typeHint')}
          />
          <NumberField control={control} name="seats" label={t('admin.cabForm.seats')} required kind="count" min={1} />
          <TextField control={control} name="fuelType" label={t('admin.cabForm.fuel')} required suggestions={FUELS} />
          <TextField
            control={control}
            name="travelType"
            label={t('admin.cabForm.travel')}
            required
            suggestions={TRAVEL_TYPES}
            hint={t('admin.cabForm.travelHint')}
          />
          <TextField
            control={control}
            name="cancellation"
            label={t('admin.cabForm.cancellationText')}
            required
            hint={t('admin.cabForm.cancellationTextHint')}
          />
        </div>
        <ImageField
          control={control}
          name="imageUrl"
          label={t('admin.cabForm.image')}
          hint={t('admin.cabForm.imageHint')}
          className="mt-4"
        />
      </FormSection>
      <FormSection title={t('admin.hotelForm.cancellation')}>
        <CancellationPolicyField control={control} name="cancellationPolicy" kind="cab" />
      </FormSection>
      <FormSection title={t('admin.cabForm.distancePrice')} grid="gap-4 sm:grid-cols-2">
        <NumberField control={control} name="kmsIncluded" label={t('admin.cabForm.kms')} required kind="count" />
        <NumberField control={control} name="extraKmFare" label={t('admin.cabForm.extraKm')} required kind="money" />
        <NumberField control={control} name="originalPrice" label={t('admin.cabForm.original')} required kind="money" />
        <NumberField control={control} name="discountedPrice" label={t('admin.cabForm.discounted')} required kind="money" />
        <NumberField
          control={control}
          name="taxes"
          label={t('admin.cabForm.taxes')}
          required
          kind="money"
          max={100}
          hint={t('admin.cabForm.taxesHint')}
        />
      </FormSection>
      <FormSection title={t('admin.cabForm.lists')} grid="gap-5 md:grid-cols-2">
        <LinesField
          control={control}
          name="inclusions"
          label={t('admin.hotelForm.inclusions')}
          placeholder={t('admin.cabForm.inclusionsHint')}
        />
        <LinesField
          control={control}
          name="exclusions"
          label={t('admin.cabForm.exclusions')}
          placeholder={t('admin.cabForm.exclusionsHint')}
        />
      </FormSection>
    </ContractFormFrame>
  );
}
