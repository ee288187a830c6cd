import { zodResolver } from '@hookform/resolvers/zod';
import { CATEGORY_EXISTS, categoryInput, type CategoryInput } from '@raahi/contract/categories';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Button } from '../../../../components/ui/button.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { FormError, FormSection, TextAreaField, TextField } from '../../components/form-fields.tsx';

type Props = {
  defaultValues: CategoryInput;
  submitLabel: string;
  onSave: (body: CategoryInput) => Promise<unknown>;
  successText: string;
  errorText: string;
  onSaved: () => void;
};

/** Package category: name and description, both required; a taken name says 'Category already exists.'. */
export function CategoryForm({ defaultValues, submitLabel, onSave, successText, errorText, onSaved }: Props) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CategoryInput>({ defaultValues, resolver: zodResolver(categoryInput) });
  const [formError, setFormError] = useState<string | null>(null);
  const submit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      await onSave(body);
      toast.success(successText);
      onSaved();
    } catch (err) {
      const exists = err instanceof ApiError && (err.status === 409 || err.message.includes(CATEGORY_EXISTS));
      const text = exists ? CATEGORY_EXISTS : errorText;
      if (exists) setError('category', { type: 'server', message: CATEGORY_EXISTS });
      setFormError(text);
      toast.error(text);
    }
  });
  return (
    <form noValidate onSubmit={submit} className="max-w-2xl space-y-4">
      <FormSection title="Category">
        <div className="space-y-4">
          <TextField
            label="Category name"
            required
            reg={register('category')}
            error={errors.category?.message}
            placeholder="e.g. mountain"
          />
          <TextAreaField label="Description" required reg={register('description')} error={errors.description?.message} />
        </div>
      </FormSection>
      <FormError message={formError} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
