// Add Blog (banner image required) and Edit Blog (everything but the image required).
import { BLOG_CATEGORIES, type BlogCategory } from '@raahi/contract/blogs';
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
import { ImageField, UploadProgressScope, UploadSummary, useImageUploads, type ImageValue } from '../../components/image-upload-field.tsx';

export type BlogFormValues = {
  title: string;
  description: string;
  category: BlogCategory | '';
  author: string;
  featured: boolean;
  image: ImageValue;
};
export type BlogSaved = { title: string; description: string; category: BlogCategory; author: string; featured: boolean; image: string };

type Props = {
  defaultValues: BlogFormValues;
  imageRequired: boolean;
  submitLabel: string;
  onSave: (body: BlogSaved) => Promise<unknown>;
  successText: string;
  errorText: string;
  inlineErrorText?: string;
  onSaved: () => void;
};

const CATEGORY_LABEL: Record<BlogCategory, string> = { hotel: 'Hotel', tour: 'Tour', cabs: 'Cabs' };

export function BlogForm({ defaultValues, imageRequired, submitLabel, onSave, successText, errorText, inlineErrorText, onSaved }: Props) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BlogFormValues>({ defaultValues });
  const uploads = useImageUploads();
  const [formError, setFormError] = useState<string | null>(null);
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const v = await uploads.resolve(values);
      await onSave({ ...v, category: v.category as BlogCategory });
      toast.success(successText);
      onSaved();
    } catch (err) {
      applyServerErrors(err, setError as never, ['title', 'description', 'category', 'author', 'image', 'imagePath']);
      const detail = messageOf(err, '');
      setFormError(detail ? `${inlineErrorText ?? errorText}: ${detail}` : (inlineErrorText ?? errorText));
      toast.error(errorText);
    }
  });
  return (
    <UploadProgressScope uploads={uploads}>
      <form noValidate onSubmit={submit} className="max-w-3xl space-y-5">
        <FormSection title="Blog">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Title" required reg={register('title', req)} error={errors.title?.message} className="sm:col-span-2" />
            <SelectField label="Category" required reg={register('category', req)} error={errors.category?.message}>
              <option value="">Choose a category</option>
              {BLOG_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {CATEGORY_LABEL[c]}
                </option>
              ))}
            </SelectField>
            <TextField label="Author" required reg={register('author', req)} error={errors.author?.message} />
            <div className="sm:col-span-2">
              <Controller
                control={control}
                name="image"
                rules={imageRequired ? { validate: (v) => Boolean(v) || 'A banner image is required.' } : undefined}
                render={({ field }) => (
                  <ImageField
                    label="Banner image"
                    required={imageRequired}
                    hint={imageRequired ? undefined : 'Choose a new picture only to replace the current one.'}
                    value={field.value}
                    onChange={field.onChange}
                    inputRef={field.ref}
                    error={errors.image?.message}
                  />
                )}
              />
            </div>
            <TextAreaField
              label="Description"
              required
              rows={10}
              reg={register('description', req)}
              error={errors.description?.message}
              className="sm:col-span-2"
            />
            <CheckboxField label="Featured blog" reg={register('featured')} />
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
