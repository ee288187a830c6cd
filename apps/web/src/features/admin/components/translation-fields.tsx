// A form's texts in the other languages Raahi speaks (decision 0102): per language, the name (or title) and
// the description its pages show instead of the English ones. Optional: left empty, they show the English.
import { TRANSLATED_FIELDS, TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@raahi/contract/rules/translations';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useT } from '../../../lib/i18n.tsx';
import { FormSection, TextAreaField, TextField } from './form-fields.tsx';

type Kind = keyof typeof TRANSLATED_FIELDS;

/** The form's values for a kind of item: every language with every field, '' when none is given. */
export type TranslationValues<K extends Kind> = Record<TranslatedLanguage, Record<(typeof TRANSLATED_FIELDS)[K][number], string>>;

export function emptyTranslations<K extends Kind>(kind: K): TranslationValues<K> {
  const blank = () =>
    Object.fromEntries(TRANSLATED_FIELDS[kind].map((field) => [field, ''])) as Record<(typeof TRANSLATED_FIELDS)[K][number], string>;
  return Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [language, blank()])) as TranslationValues<K>;
}

/** `heading`: what the item's first text is called ('name' of a listing, 'title' of a post or an offer). */
export function TranslationFields<T extends FieldValues>({
  control,
  heading,
  rows = 6,
}: {
  control: Control<T>;
  heading: 'name' | 'title';
  rows?: number;
}) {
  const t = useT();
  return TRANSLATED_LANGUAGES.map((language) => {
    const named = { language: t(`admin.translations.language.${language}`) };
    const field = (name: string) => `translations.${language}.${name}` as FieldPath<T>;
    return (
      <FormSection key={language} title={t('admin.translations.section', named)} grid="gap-4">
        <p className="text-sm text-slate-600">{t('admin.translations.hint', named)}</p>
        <TextField control={control} name={field(heading)} label={t(`admin.translations.${heading}`, named)} lang={language} />
        <TextAreaField
          control={control}
          name={field('description')}
          label={t('admin.translations.description', named)}
          lang={language}
          rows={rows}
        />
      </FormSection>
    );
  });
}
