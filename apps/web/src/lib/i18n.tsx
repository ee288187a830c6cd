// The web app's words (decision 0057): Lingui, one instance per language, catalogues per language and area
// from packages/contract/src/i18n/messages (compiled at build time by vite.config.ts). A page's route loads
// `common` and its own area before it renders (app/router.tsx); a server render has them all. The React
// side is the context below rather than @lingui/react: the same few lines, without its bytes on every page.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { MessageKey, MessageValues } from '@raahi/contract/i18n/catalogue';
import {
  DEFAULT_LANGUAGE,
  INTL_LOCALE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  pathFor,
  type Language,
} from '@raahi/contract/i18n/languages';

const CATALOGUES = import.meta.glob<Messages>('./*/*.json', { import: 'default', base: '../../../../packages/contract/src/i18n/messages' });
const catalogueFile = (language: Language, area: string) => `./${language}/${area}.json`;

const instances = Object.fromEntries(
  LANGUAGES.map((language) => {
    const i18n = setupI18n();
    i18n.load(language, {});
    i18n.activate(language, [INTL_LOCALE[language]]);
    return [language, i18n];
  }),
) as Record<Language, I18n>;

const loaded = new Map<string, Promise<void>>();

/** Loads areas of a language (and `common`) into its instance; each file once. */
export function loadAreas(language: Language, areas: readonly string[]): Promise<void> {
  return Promise.all(
    ['common', ...areas].map((area) => {
      const file = catalogueFile(language, area);
      let done = loaded.get(file);
      if (!done) {
        const load = CATALOGUES[file];
        done = load ? load().then((messages) => instances[language].load(language, messages)) : Promise.resolve();
        loaded.set(file, done);
      }
      return done;
    }),
  ).then(() => undefined);
}

/** For a server render: every catalogue at once (entry-server.tsx passes them, eagerly imported). */
export function loadEveryCatalogue(files: Record<string, Messages>) {
  for (const [file, messages] of Object.entries(files)) {
    const language = /([a-z]+)\/[a-z-]+\.json$/.exec(file)?.[1];
    if (isLanguage(language)) instances[language].load(language, messages);
    loaded.set(`./${file.split('/').slice(-2).join('/')}`, Promise.resolve());
  }
}

// The signed-in person's language (pages that keep one address): the cookie the switch and sign-in set.
const listeners = new Set<() => void>();
export function cookieLanguage(): Language | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  return isLanguage(value) ? value : undefined;
}
const personLanguage = () => cookieLanguage() ?? DEFAULT_LANGUAGE;

/** Remembers a choice in the cookie (a year), once its words for the areas already shown are in. */
export async function rememberLanguage(language: Language, areas: readonly string[] = []) {
  await loadAreas(language, areas);
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  listeners.forEach((l) => l());
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const usePersonLanguage = () => useSyncExternalStore(subscribe, personLanguage, () => DEFAULT_LANGUAGE);

/** The language of the page's routes: fixed by its address, or the person's ('person'). */
export type RouteLanguage = Language | 'person';
export const languageNow = (language: RouteLanguage): Language => (language === 'person' ? personLanguage() : language);

type Words = { language: Language; t: (key: MessageKey, values?: MessageValues) => string };
const wordsOf = (language: Language): Words => ({ language, t: (key, values) => instances[language]._(key, values) });
// (an error page above every layout has no provider: English)
const WordsContext = createContext<Words>(wordsOf(DEFAULT_LANGUAGE));

/** Gives what is inside the words of `language` (a layout wraps its pages in one). */
export function LanguageProvider({ language, children }: { language: RouteLanguage; children: ReactNode }) {
  const person = usePersonLanguage();
  const current = language === 'person' ? person : language;
  // a catalogue that arrives later (another area) renders the words again
  const [version, setVersion] = useState(0);
  useEffect(() => instances[current].on('change', () => setVersion((v) => v + 1)), [current]);
  const words = useMemo(() => ({ ...wordsOf(current), version }), [current, version]);
  return <WordsContext value={words}>{children}</WordsContext>;
}

/** The language the page is shown in. */
export const useLanguage = () => useContext(WordsContext).language;

/** The page's language and its `t` together, for the contract's rules that say things (rules/cancellation.ts). */
export const useWords = () => useContext(WordsContext);

/** t('hotels.search.title'), t('hotels.results.count', { count }): a message in the page's language. */
export const useT = () => useContext(WordsContext).t;

/** Where a link goes in the page's language: at('/hotel') is '/hi/hotel' on a Hindi page; '/account' stays. */
export function useLocalePath() {
  const language = useLanguage();
  return useMemo(() => (path: string) => pathFor(language, path), [language]);
}
