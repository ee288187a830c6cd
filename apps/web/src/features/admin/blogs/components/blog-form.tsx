// Add Blog (banner image required) and Edit Blog (everything but the image required), checked by the
// contract's body for the call the page makes.
import { BLOG_CATEGORIES, type BlogCategory } from '@raahi/contract/blogs';
import type { core } from 'zod/mini';
import { ContractFormFrame, useContractForm, type SaveProps } from '../../components/contract-form.tsx';
import { CheckboxField, FormSection, SelectField, TextAreaField, TextField } from '../../components/form-fields.tsx';
import { ImageField } from '../../components/image-field.tsx';
import type { ImageValue, Resolved } from '../../components/image-uploads.tsx';
import { useT } from '../../../../lib/i18n.tsx';
import { emptyTranslations, TranslationFields, type TranslationValues } from '../../components/translation-fields.tsx';

export type BlogFormValues = {
  title: string;
  description: string;
  category: BlogCategory | '';
  author: string;
  featured: boolean;
  image: ImageValue;
  translations: TranslationValues<'blog'>;
};

export const emptyBlogTranslations = () => emptyTranslations('blog');

type Props<B> = {
  defaultValues: BlogFormValues;
  /** the body of the page's call, with the schema that checks it */
  schema: core.$ZodType;
  toBody: (values: Resolved<BlogFormValues>) => B;
  imageRequired: boolean;
} & SaveProps<B>;

export function BlogForm<B>({ defaultValues, schema, toBody, imageRequired, ...save }: Props<B>) {
  // the new blog's banner travels as `imagePath`
  const t = useT();
  const form = useContractForm<BlogFormValues, B>({ schema, defaultValues, toBody, renames: { imagePath: 'image' } });
  const { control } = form;
  return (
    <ContractFormFrame form={form} save={save} note={imageRequired ? t('admin.blogs.form.note') : undefined} className="max-w-3xl">
      <FormSection title={t('admin.blogs.form.blog')} grid="gap-4 sm:grid-cols-2">
        <TextField control={control} name="title" label={t('admin.offers.title')} required className="sm:col-span-2" />
        <SelectField
          control={control}
          name="category"
          label={t('admin.tours.categories.category')}
          required
          placeholder={t('admin.tours.form.chooseCategory')}
          options={BLOG_CATEGORIES}
          labelOf={(c) => t(`admin.blogs.category.${c}`)}
        />
        <TextField control={control} name="author" label={t('admin.blogs.author')} required />
        <ImageField
          control={control}
          name="image"
          label={t('admin.blogs.form.banner')}
          required={imageRequired}
          hint={imageRequired ? undefined : t('admin.blogs.form.replaceHint')}
          className="sm:col-span-2"
        />
        <TextAreaField
          control={control}
          name="description"
          label={t('admin.tours.description')}
          required
          rows={10}
          className="sm:col-span-2"
        />
        <CheckboxField control={control} name="featured" label={t('admin.blogs.form.featured')} />
      </FormSection>
      <TranslationFields control={control} heading="title" rows={10} />
    </ContractFormFrame>
  );
}
