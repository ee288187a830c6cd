// Every catalogue of every language, read from messages/ and compiled on load: for the API (refusals,
// validation, emails) and the tests, on Node. The browser loads one area at a time (apps/web/src/lib/i18n.ts).
import fs from 'node:fs';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { INTL_LOCALE, LANGUAGES, type Language } from './languages.ts';
import type { MessageKey, MessageValues } from './catalogue.ts';

const MESSAGES = new URL('./messages/', import.meta.url);

/** language → area → key → ICU message, as the files hold them. */
export function readCatalogues(): Record<Language, Record<string, Record<string, string>>> {
  const read = (language: Language) =>
    Object.fromEntries(
      fs
        .readdirSync(new URL(`${language}/`, MESSAGES))
        .filter((file) => file.endsWith('.json'))
        .map((file) => [
          file.slice(0, -'.json'.length),
          JSON.parse(fs.readFileSync(new URL(`${language}/${file}`, MESSAGES), 'utf8')) as Record<string, string>,
        ]),
    );
  return Object.fromEntries(LANGUAGES.map((language) => [language, read(language)])) as Record<
    Language,
    Record<string, Record<string, string>>
  >;
}

let instances: Record<Language, I18n> | undefined;

/** One Lingui instance per language with every area loaded (they hold no per-request state). */
export function i18nOf(language: Language): I18n {
  instances ??= Object.fromEntries(
    Object.entries(readCatalogues()).map(([lang, areas]) => {
      const i18n = setupI18n();
      // Lingui compiles a message every time it is said (ICU parsing, on every request that words something): once here
      const compiled = new Map<string, ReturnType<typeof compileMessage>>();
      i18n.setMessagesCompiler((message) => {
        let c = compiled.get(message);
        if (c === undefined) compiled.set(message, (c = compileMessage(message)));
        return c;
      });
      i18n.load(lang, Object.assign({}, ...Object.values(areas)) as Record<string, string>);
      i18n.activate(lang, [INTL_LOCALE[lang as Language]]);
      return [lang, i18n];
    }),
  ) as Record<Language, I18n>;
  return instances[language];
}

/** A message in a language: translate('hi', 'errors.notFound'). */
export const translate = (language: Language, key: MessageKey, values?: MessageValues): string => i18nOf(language)._(key, values);

/** A language's words for the rules that say things (rules/cancellation.ts): its `t` and its dates. */
export const wordsIn = (language: Language) => ({
  language,
  t: (key: MessageKey, values?: MessageValues) => translate(language, key, values),
});
