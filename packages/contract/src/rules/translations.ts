// What a provider or a content manager typed in another language than English: a listing's, a blog post's or
// an offer's name and description (decision 0102). Zod-free, for any page and the API.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages.ts';

/** The languages a text may be given in besides English (the text itself). */
// (DEFAULT_LANGUAGE is typed Language, so its literal is named here)
export type TranslatedLanguage = Exclude<Language, 'en'>;
export const TRANSLATED_LANGUAGES = LANGUAGES.filter((l): l is TranslatedLanguage => l !== DEFAULT_LANGUAGE);

/**
 * What may be given in another language, per kind of item (a hotel's description is its
 * `hotelDetails.description`); a card (a hotel or tour in a list) carries the name only.
 */
export const TRANSLATED_FIELDS = {
  hotel: ['name', 'description'],
  tour: ['name', 'description'],
  blog: ['title', 'description'],
  offer: ['title', 'description'],
  card: ['name'],
} as const;

/** Per language, the fields given in it: `{ hi: { name: 'ताज होटल' } }`. A field left out reads in English. */
export type Translations<F extends string = string> = Partial<Record<TranslatedLanguage, Partial<Record<F, string>>>>;

/** The fields given in `language` (none in English: the typed text is English). */
export function translationIn<F extends string>(translations: Translations<F> | undefined, language: Language): Partial<Record<F, string>> {
  if (language === DEFAULT_LANGUAGE) return {};
  return translations?.[language as TranslatedLanguage] ?? {};
}

/**
 * The item as a page in `language` shows it: each text field given in that language replaced by its
 * translation, the rest as typed. The same object when nothing is given.
 */
export function typedIn<T extends { translations?: Translations }>(item: T, language: Language): T {
  const given = Object.entries(translationIn(item.translations, language)).filter(
    ([field, text]) => text?.trim() && typeof (item as Record<string, unknown>)[field] === 'string',
  );
  return given.length ? { ...item, ...Object.fromEntries(given) } : item;
}

/** Only the fields named, per language; languages left with none are dropped, and so is an empty whole. */
export function translationsOnly<F extends string>(
  translations: Translations | undefined,
  fields: readonly F[],
): Translations<F> | undefined {
  const kept = Object.entries(translations ?? {}).flatMap(([language, given]) => {
    const some = Object.entries(given ?? {}).filter(
      ([field, text]) => (fields as readonly string[]).includes(field) && typeof text === 'string' && text.trim() !== '',
    );
    return some.length ? [[language, Object.fromEntries(some)]] : [];
  });
  return kept.length ? (Object.fromEntries(kept) as Translations<F>) : undefined;
}

/** A hotel as a page in `language` shows it: its description is `hotelDetails.description`. */
export function hotelTypedIn<H extends { translations?: Translations; hotelDetails: { description: string } }>(
  hotel: H,
  language: Language,
): H {
  const shown = typedIn(hotel, language);
  const description = translationIn(hotel.translations, language).description?.trim();
  return description ? { ...shown, hotelDetails: { ...shown.hotelDetails, description } } : shown;
}
