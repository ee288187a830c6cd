// Add Blog (banner image required) and Edit Blog (everything but the image required), checked by the
// contract's body for the call the page makes.
import type { BlogCategory } from '@raahi/contract/blogs';
import type { core } from 'zod/mini';
import { ContractFormFrame, useContractForm, type SaveProps } from '../../components/contract-form.tsx';
import { CheckboxField, FormSection, SelectField, TextAreaField, TextField } from '../../components/form-fields.tsx';
import { ImageField } from '../../components/image-field.tsx';
import type { ImageValue, Resolved } from '../../components/image-uploads.tsx';

export type BlogFormValues = {
  title: string;
  description: string;
  category: BlogCategory | '';
  author: string;
  featured: boolean;
  image: ImageValue;
};

type Props<B> = {
  defaultValues: BlogFormValues;
  /** the body of the page's call, with the schema that checks it */
  schema: core.$ZodType;
  toBody: (values: Resolved<BlogFormValues>) => B;
  imageRequired: boolean;
} & SaveProps<B>;

/** the choices in the contract's order (BLOG_CATEGORIES) */
const CATEGORY_LABEL: Record<BlogCategory, string> = { hotel: 'Hotel', tour: 'Tour', cabs: 'Cabs' };

export function BlogForm<B>({ defaultValues, schema, toBody, imageRequired, ...save }: Props<B>) {
  // the new blog's banner travels as `imagePath`
  const form = useContractForm<BlogFormValues, B>({ schema, defaultValues, toBody, renames: { imagePath: 'image' } });
  const { control } = form;
  return (
    <ContractFormFrame
      form={form}
      save={save}
      note={imageRequired ? 'Fields marked * are required. The banner is uploaded when you save.' : undefined}
      className="max-w-3xl"
    >
      <FormSection title="Blog" grid="gap-4 sm:grid-cols-2">
        <TextField control={control} name="title" label="Title" required className="sm:col-span-2" />
        <SelectField control={control} name="category" label="Category" required placeholder="Choose a category" choices={CATEGORY_LABEL} />
        <TextField control={control} name="author" label="Author" required />
        <ImageField
          control={control}
          name="image"
          label="Banner image"
          required={imageRequired}
          hint={imageRequired ? undefined : 'Choose a new picture only to replace the current one.'}
          className="sm:col-span-2"
        />
        <TextAreaField control={control} name="description" label="Description" required rows={10} className="sm:col-span-2" />
        <CheckboxField control={control} name="featured" label="Featured blog" />
      </FormSection>
    </ContractFormFrame>
  );
}
