import { translationsOnly, type Translations } from '@raahi/contract/rules/translations';

/**
 * `{ translations }` of `fields` for an answer when some is given in another language, else nothing: an
 * answer about something nobody translated stays as it was before translations existed.
 */
export function answered<F extends string>(
  translations: Translations | undefined,
  fields: readonly F[],
): { translations?: Translations<F> } {
  const given = translationsOnly(translations, fields);
  return given ? { translations: given } : {};
}
