// The wire shape of texts given in other languages than English (rules/translations.ts, decision 0102).
import * as z from 'zod/mini';
import { TRANSLATED_LANGUAGES, translationsOnly, type Translations } from './rules/translations.ts';

/* @__NO_SIDE_EFFECTS__ */
function perLanguage<S extends z.core.$ZodType>(entry: S) {
  return z.object(Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [language, z.optional(entry)])));
}

/** An answer's translations of `fields` (absent when none is given). */
/* @__NO_SIDE_EFFECTS__ */
export function translationsOf<F extends string>(fields: readonly F[]) {
  const entry = z.object(Object.fromEntries(fields.map((field) => [field, z.optional(z.string())])));
  return z.optional(perLanguage(entry)) as unknown as z.ZodMiniOptional<z.ZodMiniType<Translations<F>>>;
}

/**
 * A body's translations: per field its text schema, all optional. An empty text is no translation; left out
 * as a whole, the stored ones are kept, and `{}` clears them.
 */
/* @__NO_SIDE_EFFECTS__ */
export function translationsInput<F extends string>(fields: Record<F, z.ZodMiniType<string>>) {
  const entry = z.object(
    Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, z.optional(text as z.ZodMiniType<string>)])),
  );
  const names = Object.keys(fields) as F[];
  return z.optional(
    z.pipe(
      perLanguage(entry),
      z.transform((given): Translations<F> => translationsOnly(given as Translations, names) ?? {}),
    ),
  );
}
