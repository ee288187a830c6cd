// Add Package and Edit Package, checked by the contract's package body: the package's fields, its
// pictures (uploaded first, with progress), inclusions and the day-by-day plan; then the JSON is saved.
import { tourInput } from '@raahi/contract/tour-admin';
import { CancellationPolicyField } from '../../components/cancellation-policy-field.tsx';
import { ContractFormFrame, useContractForm, type SaveProps } from '../../components/contract-form.tsx';
import {
  CheckboxField,
  FormSection,
  LinesField,
  NumberField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/form-fields.tsx';
import { ImageField, ImageListField } from '../../components/image-field.tsx';
import type { TourBody } from '../api/create-tour.ts';
import { useCategories } from '../api/get-categories.ts';
import { valuesToBody, type TourFormValues } from './tour-form-values.ts';
import { TourPlanEditor } from './tour-plan-editor.tsx';
import { ChildPricesEditor } from './child-prices-editor.tsx';

type Props = {
  defaultValues: TourFormValues;
  editing?: boolean;
} & SaveProps<TourBody>;

export function TourForm({ defaultValues, editing = false, ...save }: Props) {
  const form = useContractForm<TourFormValues, TourBody>({ schema: tourInput, defaultValues, toBody: valuesToBody });
  const { control } = form;
  const categories = useCategories();
  const currentType = defaultValues.type;
  const types = categories.data?.items.map((c) => c.category) ?? [];
  if (currentType && !types.includes(currentType)) types.unshift(currentType);

  return (
    <ContractFormFrame form={form} save={save} note="Fields marked * are required. Pictures are uploaded when you save.">
      <FormSection title="Package" grid="gap-4 md:grid-cols-2">
        <TextField control={control} name="name" label="Name" required className="md:col-span-2" />
        <SelectField
          control={control}
          name="type"
          label="Type"
          required
          hint={categories.isError ? 'Could not load categories.' : undefined}
          placeholder={categories.isPending ? 'Loading categories…' : 'Choose a category'}
          options={types}
        />
        <TextField control={control} name="location" label="Location" required />
        <TextAreaField control={control} name="description" label="Description" required rows={5} className="md:col-span-2" />
      </FormSection>

      <FormSection title="Price and dates" grid="gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <NumberField control={control} name="price" label="Price (₹ per person)" required kind="money" />
        <TextField control={control} name="duration" label="Duration" required placeholder="4 Nights / 5 Days" />
        <TextField control={control} name="availableFrom" label="Available from" required type="date" />
        <TextField control={control} name="availableTill" label="Available till" required type="date" />
        <CheckboxField control={control} name="featured" label="Featured package" className="sm:col-span-2 lg:col-span-3" />
      </FormSection>

      <ChildPricesEditor control={control} />

      <FormSection title="Pictures and inclusions">
        <div className="space-y-5">
          <ImageField control={control} name="image" label="Cover image" />
          <ImageListField
            control={control}
            name="photos"
            label="Photos"
            hint={
              editing
                ? 'Photos already saved stay unless you remove them; new ones are uploaded when you save.'
                : 'Chosen photos are uploaded when you save.'
            }
          />
          <LinesField control={control} name="inclusions" label="Inclusions" placeholder="e.g. Breakfast daily" />
        </div>
      </FormSection>

      <FormSection title="Cancellation">
        <CancellationPolicyField control={control} name="cancellationPolicy" kind="tour" />
      </FormSection>

      <TourPlanEditor control={control} />
    </ContractFormFrame>
  );
}
