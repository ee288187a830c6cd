// Add Offer and Edit Offer: title, description, picture, what it is for (a real hotel, cab or tour), dates, featured.
import { OFFER_KINDS, type OfferKind } from '@raahi/contract/offers';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
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
import { ImageField, UploadProgressScope, UploadSummary, useImageUploads, type ImageValue } from '../../components/image-upload-field.tsx';
import type { OfferBody } from '../api/create-offer.ts';
import { ListingPicker } from './listing-picker.tsx';

export type OfferFormValues = {
  title: string;
  description: string;
  image: ImageValue;
  relatedTo: OfferKind | '';
  relatedId: string;
  startDate: string;
  endDate: string;
  featured: boolean;
};

type Props = {
  defaultValues: OfferFormValues;
  submitLabel: string;
  onSave: (body: OfferBody) => Promise<unknown>;
  successText: string;
  errorText: string;
  onSaved: () => void;
};

export function OfferForm({ defaultValues, submitLabel, onSave, successText, errorText, onSaved }: Props) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<OfferFormValues>({ defaultValues });
  const uploads = useImageUploads();
  const [formError, setFormError] = useState<string | null>(null);
  const kind = useWatch({ control, name: 'relatedTo' });
  const kindReg = register('relatedTo', { ...req, onChange: () => setValue('relatedId', '') });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const v = await uploads.resolve(values);
      await onSave({ ...v, relatedTo: v.relatedTo as OfferKind });
      toast.success(successText);
      onSaved();
    } catch (err) {
      applyServerErrors(err, setError as never, ['title', 'description', 'image', 'relatedTo', 'relatedId', 'startDate', 'endDate']);
      const detail = messageOf(err, '');
      setFormError(detail ? `${errorText}: ${detail}` : errorText);
      toast.error(errorText);
    }
  });

  return (
    <UploadProgressScope uploads={uploads}>
      <form noValidate onSubmit={submit} className="max-w-3xl space-y-5">
        <FormSection title="Offer">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Title" required reg={register('title', req)} error={errors.title?.message} className="sm:col-span-2" />
            <TextAreaField
              label="Description"
              required
              rows={4}
              reg={register('description', req)}
              error={errors.description?.message}
              className="sm:col-span-2"
            />
            <TextField label="Start date" required type="date" reg={register('startDate', req)} error={errors.startDate?.message} />
            <TextField
              label="End date"
              required
              type="date"
              reg={register('endDate', {
                ...req,
                validate: (v) => !getValues('startDate') || v >= getValues('startDate') || 'Must be on or after the start date.',
              })}
              error={errors.endDate?.message}
            />
            <div className="sm:col-span-2">
              <Controller
                control={control}
                name="image"
                render={({ field }) => (
                  <ImageField label="Offer image" value={field.value} onChange={field.onChange} inputRef={field.ref} />
                )}
              />
            </div>
            <CheckboxField label="Featured offer" reg={register('featured')} className="sm:col-span-2" />
          </div>
        </FormSection>
        <FormSection title="What the offer is for">
          <div className="grid gap-4">
            <SelectField label="Related to" required reg={kindReg} error={errors.relatedTo?.message} className="max-w-xs">
              <option value="">Choose Hotel, Cab or Tour</option>
              {OFFER_KINDS.map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </SelectField>
            <Controller
              control={control}
              name="relatedId"
              rules={{ required: `Choose the ${kind ? kind.toLowerCase() : 'listing'} this offer is for.` }}
              render={({ field }) => (
                <ListingPicker
                  kind={kind}
                  value={field.value}
                  onChange={field.onChange}
                  inputRef={field.ref}
                  error={errors.relatedId?.message}
                />
              )}
            />
          </div>
        </FormSection>
        <FormError message={formError} />
        <div className="flex flex-wrap items-center justify-end gap-3">
          <UploadSummary uploads={uploads} />
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? (uploads.active ? 'Uploading…' : 'Saving…') : submitLabel}
          </Button>
        </div>
      </form>
    </UploadProgressScope>
  );
}
