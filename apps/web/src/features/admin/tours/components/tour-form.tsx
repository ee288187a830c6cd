// Add Package and Edit Package: the package's fields, its pictures (uploaded first, with progress),
// inclusions and the day-by-day plan; then the JSON is saved.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Button } from '../../../../components/ui/button.tsx';
import { messageOf } from '../../../../lib/api-client.ts';
import {
  applyServerErrors,
  CheckboxField,
  FormError,
  FormSection,
  req,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/form-fields.tsx';
import { ImageField, ImageListField, UploadProgressScope, UploadSummary, useImageUploads } from '../../components/image-upload-field.tsx';
import { LinesField } from '../../components/listing-fields.tsx';
import type { TourBody } from '../api/create-tour.ts';
import { useCategories } from '../api/get-categories.ts';
import { valuesToBody, type TourFormValues } from './tour-form-values.ts';
import { TourPlanEditor } from './tour-plan-editor.tsx';

type Props = {
  defaultValues: TourFormValues;
  submitLabel: string;
  /** saves the body; throws on failure */
  onSave: (body: TourBody) => Promise<unknown>;
  successText: string;
  errorText: string;
  /** inline text on failure (defaults to the toast's) */
  inlineErrorText?: string;
  onSaved: () => void;
  editing?: boolean;
};

const FIELDS = [
  'name',
  'type',
  'description',
  'price',
  'rating',
  'reviews',
  'location',
  'duration',
  'availableFrom',
  'availableTill',
  'image',
  'photos',
  'inclusions',
  'tourPlan',
] as const;

export function TourForm({ defaultValues, submitLabel, onSave, successText, errorText, inlineErrorText, onSaved, editing = false }: Props) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<TourFormValues>({ defaultValues });
  const uploads = useImageUploads();
  const categories = useCategories();
  const [formError, setFormError] = useState<string | null>(null);
  const currentType = defaultValues.type;
  const types = categories.data?.items.map((c) => c.category) ?? [];
  if (currentType && !types.includes(currentType)) types.unshift(currentType);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const resolved = await uploads.resolve(values);
      await onSave(valuesToBody(resolved));
      toast.success(successText);
      onSaved();
    } catch (err) {
      applyServerErrors(err, setError as never, FIELDS);
      const detail = messageOf(err, '');
      setFormError(detail ? `${inlineErrorText ?? errorText}: ${detail}` : (inlineErrorText ?? errorText));
      toast.error(errorText);
    }
  });

  const numberRules = (min: number, max?: number, integer = false) => ({
    ...req,
    valueAsNumber: true as const,
    min: { value: min, message: `Must be ${min} or more.` },
    ...(max !== undefined ? { max: { value: max, message: `Must be ${max} or less.` } } : {}),
    validate: (v: number) => (integer && !Number.isInteger(v) ? 'Use a whole number.' : true),
  });

  return (
    <UploadProgressScope uploads={uploads}>
      <form noValidate onSubmit={submit} className="space-y-5">
        <FormSection title="Package">
          <div className="grid gap-4 md:grid-cols-2">
            <TextField label="Name" required reg={register('name', req)} error={errors.name?.message} className="md:col-span-2" />
            <SelectField
              label="Type"
              required
              reg={register('type', req)}
              error={errors.type?.message}
              hint={categories.isError ? 'Could not load categories.' : undefined}
            >
              <option value="">{categories.isPending ? 'Loading categories…' : 'Choose a category'}</option>
              {types.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </SelectField>
            <TextField label="Location" required reg={register('location', req)} error={errors.location?.message} />
            <TextAreaField
              label="Description"
              required
              rows={5}
              reg={register('description', req)}
              error={errors.description?.message}
              className="md:col-span-2"
            />
          </div>
        </FormSection>

        <FormSection title="Price, rating and dates">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <TextField
              label="Price (₹ per person)"
              required
              type="number"
              min={0}
              step={0.01}
              inputMode="decimal"
              reg={register('price', numberRules(0))}
              error={errors.price?.message}
            />
            <TextField
              label="Rating (0–5)"
              required
              type="number"
              min={0}
              max={5}
              step={0.1}
              inputMode="decimal"
              reg={register('rating', numberRules(0, 5))}
              error={errors.rating?.message}
            />
            <TextField
              label="Reviews"
              required
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              reg={register('reviews', numberRules(0, undefined, true))}
              error={errors.reviews?.message}
            />
            <TextField
              label="Duration"
              required
              reg={register('duration', req)}
              error={errors.duration?.message}
              placeholder="4 Nights / 5 Days"
            />
            <TextField
              label="Available from"
              required
              type="date"
              reg={register('availableFrom', req)}
              error={errors.availableFrom?.message}
            />
            <TextField
              label="Available till"
              required
              type="date"
              reg={register('availableTill', {
                ...req,
                validate: (v) => !getValues('availableFrom') || v >= getValues('availableFrom') || 'Must be on or after the start date.',
              })}
              error={errors.availableTill?.message}
            />
            <CheckboxField label="Featured package" reg={register('featured')} className="sm:col-span-2 lg:col-span-3" />
          </div>
        </FormSection>

        <FormSection title="Pictures and inclusions">
          <div className="space-y-5">
            <Controller
              control={control}
              name="image"
              render={({ field }) => <ImageField label="Cover image" value={field.value} onChange={field.onChange} inputRef={field.ref} />}
            />
            <Controller
              control={control}
              name="photos"
              render={({ field }) => (
                <ImageListField
                  label="Photos"
                  value={field.value}
                  onChange={field.onChange}
                  hint={
                    editing
                      ? 'Photos already saved stay unless you remove them; new ones are uploaded when you save.'
                      : 'Chosen photos are uploaded when you save.'
                  }
                />
              )}
            />
            <Controller
              control={control}
              name="inclusions"
              render={({ field }) => (
                <LinesField label="Inclusions" items={field.value} onItems={field.onChange} placeholder="e.g. Breakfast daily" />
              )}
            />
          </div>
        </FormSection>

        <TourPlanEditor control={control} register={register} errors={errors} />

        <FormError message={formError} />
        <div className="sticky bottom-0 z-10 -mx-3 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-white/95 px-3 py-3 backdrop-blur sm:-mx-6 sm:px-6">
          <UploadSummary uploads={uploads} />
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? (uploads.active ? 'Uploading…' : 'Saving…') : submitLabel}
          </Button>
        </div>
      </form>
    </UploadProgressScope>
  );
}
