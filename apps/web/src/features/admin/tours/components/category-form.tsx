// A package category: name and description, both required; a taken name says 'Category already exists.'.
import { CATEGORY_EXISTS, categoryInput, type CategoryInput } from '@raahi/contract/categories';
import { ApiError } from '../../../../lib/api-client.ts';
import { ContractFormFrame, useContractForm, type SaveProps } from '../../components/contract-form.tsx';
import { FormSection, TextAreaField, TextField } from '../../components/form-fields.tsx';
import { useT } from '../../../../lib/i18n.tsx';

type Props = {
  defaultValues: CategoryInput;
} & SaveProps<CategoryInput>;

export function CategoryForm({ defaultValues, ...save }: Props) {
  const t = useT();
  const form = useContractForm<CategoryInput, CategoryInput>({ schema: categoryInput, defaultValues, toBody: (v) => v });
  const { control } = form;
  const explain = (err: unknown) => {
    if (!(err instanceof ApiError && (err.status === 409 || err.message.includes(CATEGORY_EXISTS)))) return undefined;
    form.setError('category', { type: 'server', message: CATEGORY_EXISTS });
    return CATEGORY_EXISTS;
  };
  return (
    <ContractFormFrame form={form} save={{ ...save, outcome: { ...save.outcome, explain } }} className="max-w-2xl">
      <FormSection title={t('admin.tours.categories.category')}>
        <div className="space-y-4">
          <TextField
            control={control}
            name="category"
            label={t('admin.tours.categories.name')}
            required
            placeholder={t('admin.tours.categories.namePlaceholder')}
          />
          <TextAreaField control={control} name="description" label={t('admin.tours.description')} required />
        </div>
      </FormSection>
    </ContractFormFrame>
  );
}
