// The catalogues are whole and used (decision 0057): every language has every English key and no other,
// each message is valid ICU with the same placeholders as the English, and every key is named by some code.
import fs from 'node:fs';
import path from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../src/i18n/catalogue.ts';
import { LANGUAGES, languageOfAcceptLanguage, pathFor, pathInLanguage, languageOfPath } from '../src/i18n/languages.ts';
import { readCatalogues, translate } from '../src/i18n/node-catalogues.ts';

const catalogues = readCatalogues();
const root = path.resolve(import.meta.dirname, '../../..');

/** The names a message's {placeholders} use, nested plurals and selects included. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select') {
        names.add(token.arg);
        token.cases.forEach((c) => walk(c.tokens));
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

/** A message's own words, without its placeholders (a plural's or select's cases included). */
function wordsOf(message: string): string {
  const walk = (tokens: Token[]): string =>
    tokens
      .map((token) =>
        token.type === 'content'
          ? token.value
          : token.type === 'plural' || token.type === 'select'
            ? token.cases.map((c) => walk(c.tokens)).join(' ')
            : ' ',
      )
      .join('');
  return walk(parse(message));
}

describe('message catalogues', () => {
  it('has one file per area in every language, and its keys begin with the area', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(catalogues[language]).sort(), language).toEqual([...AREAS].sort());
      for (const [area, messages] of Object.entries(catalogues[language]))
        for (const key of Object.keys(messages)) expect(key.startsWith(`${area}.`), `${language}/${area}.json: ${key}`).toBe(true);
    }
  });

  it('has every English key in every language, and no key English lacks', () => {
    for (const language of LANGUAGES)
      for (const area of AREAS) {
        const english = Object.keys(catalogues.en[area] ?? {}).sort();
        const theirs = Object.keys(catalogues[language][area] ?? {}).sort();
        expect(
          english.filter((k) => !theirs.includes(k)),
          `missing in ${language}/${area}.json`,
        ).toEqual([]);
        expect(
          theirs.filter((k) => !english.includes(k)),
          `not in en/${area}.json but in ${language}/${area}.json`,
        ).toEqual([]);
      }
  });

  it('has valid ICU messages whose placeholders are the English ones', () => {
    for (const language of LANGUAGES)
      for (const [area, messages] of Object.entries(catalogues[language]))
        for (const [key, message] of Object.entries(messages)) {
          expect(() => parse(message), `${language}/${area}.json: ${key}`).not.toThrow();
          expect(argumentsOf(message), `${language}/${area}.json: ${key}`).toEqual(argumentsOf(catalogues.en[area]?.[key] ?? ''));
          expect(message.trim(), `${language}/${area}.json: ${key} is empty`).not.toBe('');
        }
  });

  it('says in every other language what English says in words, not the English again', () => {
    // a message may stay as English writes it only when it has no words: abbreviations, figures, placeholders
    const hasWords = (message: string) => /[a-z]{2,}/.test(wordsOf(message));
    for (const language of LANGUAGES.filter((l) => l !== 'en'))
      for (const [area, messages] of Object.entries(catalogues.en))
        for (const [key, english] of Object.entries(messages)) {
          const theirs = catalogues[language][area]?.[key] ?? '';
          if (hasWords(english)) expect(theirs, `${language}/${area}.json: ${key} is the English`).not.toBe(english);
          if (hasWords(english) && language === 'hi')
            expect(wordsOf(theirs), `hi/${area}.json: ${key} has no Devanagari`).toMatch(/[\u0900-\u097F]/);
        }
  });

  it('has no key that no code uses', () => {
    const sources = ['apps/web/src', 'apps/api/src', 'packages/contract/src'].flatMap((dir) =>
      (fs.readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }) as string[])
        .filter((f) => /\.tsx?$/.test(f))
        .map((f) => fs.readFileSync(path.join(root, dir, f), 'utf8')),
    );
    const text = sources.join('\n');
    // a key named whole ('hotels.search.title'), or built from a literal beginning (`common.status.${status}`)
    const literals = new Set([...text.matchAll(/['"]([a-z]+(?:\.[A-Za-z0-9_-]+)+)['"]/g)].map((m) => m[1]!));
    const prefixes = [...text.matchAll(/`([a-z]+(?:\.[A-Za-z0-9_-]+)*\.)\$\{/g)].map((m) => m[1]!);
    const unused = Object.values(catalogues.en)
      .flatMap((messages) => Object.keys(messages))
      .filter((key) => !literals.has(key) && !prefixes.some((p) => key.startsWith(p)));
    expect(unused).toEqual([]);
  });
});

describe('languages', () => {
  it("reads a browser's preference among ours", () => {
    expect(languageOfAcceptLanguage('hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('hi');
    expect(languageOfAcceptLanguage('en-GB,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(languageOfAcceptLanguage('fr-FR,hi;q=0.5')).toBe('hi');
    expect(languageOfAcceptLanguage('en;q=0.5,hi;q=0.9')).toBe('hi');
    expect(languageOfAcceptLanguage('hi;q=0,en')).toBe('en');
    expect(languageOfAcceptLanguage('fr, de')).toBeNull();
    expect(languageOfAcceptLanguage(undefined)).toBeNull();
  });

  it('names a public page in each language, and keeps the personal pages at one address', () => {
    expect(pathInLanguage('/hotel/abc', 'hi')).toBe('/hi/hotel/abc');
    expect(pathInLanguage('/', 'hi')).toBe('/hi/');
    expect(pathInLanguage('/hi/', 'en')).toBe('/');
    expect(pathInLanguage('/hi/hotels?city=Goa', 'en')).toBe('/hotels?city=Goa');
    expect(languageOfPath('/hi')).toBe('hi');
    expect(languageOfPath('/history')).toBe('en');
    expect(pathFor('hi', '/bookings')).toBe('/bookings');
    expect(pathFor('hi', '/admin/hotels')).toBe('/admin/hotels');
    expect(pathFor('hi', '/accounts-help')).toBe('/hi/accounts-help');
    expect(pathFor('hi', '/blog')).toBe('/hi/blog');
  });

  it('writes plurals and Indian numbers in each language', () => {
    expect(translate('en', 'common.footer.rights', { year: '2026' })).toBe('© 2026 Raahi Travels. All rights reserved.');
    expect(translate('hi', 'common.footer.rights', { year: '2026' })).toBe('© 2026 Raahi Travels. सर्वाधिकार सुरक्षित।');
  });
});
