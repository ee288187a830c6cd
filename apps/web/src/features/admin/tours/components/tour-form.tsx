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
import { useT } from '../../../../lib/i18n.tsx';
import { TranslationFields } from '../../components/translation-fields.tsx';

type Props = {
  defaultValues: TourFormValues;
  editing?: boolean;
} & SaveProps<TourBody>;

export function TourForm({ defaultValues, editing = false, ...save }: Props) {
  const t = useT();
  const form = useContractForm<TourFormValues, TourBody>({ schema: tourInput, defaultValues, toBody: valuesToBody });
  const { control } = form;
  const categories = useCategories();
  const currentType = defaultValues.type;
  const types = categories.data?.items.map((c) => c.category) ?? [];
  if (currentType && !types.includes(currentType)) types.unshift(currentType);

  return (
    <ContractFormFrame form={form} save={save} note={t('admin.tours.form.note')}>
      <FormSection title={t('admin.tours.form.package')} grid="gap-4 md:grid-cols-2">
        <TextField control={control} name="name" label={t('admin.mine.name')} required className="md:col-span-2" />
        <SelectField
          control={control}
          name="type"
          label={t('admin.tours.type')}
          required
          hint={categories.isError ? t('admin.tours.form.categoriesFailed') : undefined}
          placeholder={categories.isPending ? t('admin.tours.categories.loading') : t('admin.tours.form.chooseCategory')}
          options={types}
        />
        <TextField control={control} name="location" label={t('admin.hotelForm.location')} required />
        <TextAreaField
          control={control}
          name="description"
          label={t('admin.tours.description')}
          required
          rows={5}
          className="md:col-span-2"
        />
      </FormSection>
      <TranslationFields control={control} heading="name" rows={5} />

      <FormSection title={t('admin.tours.form.priceAndDates')} grid="gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <NumberField control={control} name="price" label={t('admin.tours.form.price')} required kind="money" />
        <TextField
          control={control}
          name="duration"
          label={t('admin.tours.duration')}
          required
          placeholder={t('admin.tours.form.durationPlaceholder')}
        />
        <TextField control={control} name="availableFrom" label={t('admin.tours.availableFrom')} required type="date" />
        <TextField control={control} name="availableTill" label={t('admin.tours.availableTill')} required type="date" />
        <CheckboxField control={control} name="featured" label={t('admin.tours.form.featured')} className="sm:col-span-2 lg:col-span-3" />
      </FormSection>

      <ChildPricesEditor control={control} />

      <FormSection title={t('admin.tours.form.pictures')}>
        <div className="space-y-5">
          <ImageField control={control} name="image" label={t('admin.tours.form.cover')} />
          <ImageListField
            control={control}
            name="photos"
            label={t('admin.tours.photos')}
            hint={editing ? t('admin.tours.form.photosKept') : t('admin.tours.form.photosNew')}
          />
          <LinesField
            control={control}
            name="inclusions"
            label={t('admin.tours.inclusions')}
            placeholder={t('admin.tours.form.inclusionsPlaceholder')}
          />
        </div>
      </FormSection>

      <FormSection title={t('admin.tours.form.cancellation')}>
        <CancellationPolicyField control={control} name="cancellationPolicy" kind="tour" />
      </FormSection>

      <TourPlanEditor control={control} />
    </ContractFormFrame>
  );
}
