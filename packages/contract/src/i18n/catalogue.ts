// The shape of the message catalogues (decision 0057): messages/<language>/<area>.json, flat keys that begin
// with their area ('hotels.search.title'), values in ICU MessageFormat. English is the reference: a key is
// whatever messages/en/ holds, and every language holds the same keys (test/i18n-catalogues.test.ts).
import type { Language } from './languages.ts';
import type account from './messages/en/account.json';
import type admin from './messages/en/admin.json';
import type auth from './messages/en/auth.json';
import type blog from './messages/en/blog.json';
import type booking from './messages/en/booking.json';
import type cabs from './messages/en/cabs.json';
import type common from './messages/en/common.json';
import type errors from './messages/en/errors.json';
import type help from './messages/en/help.json';
import type home from './messages/en/home.json';
import type hotels from './messages/en/hotels.json';
import type listing from './messages/en/listing.json';
import type mail from './messages/en/mail.json';
import type payments from './messages/en/payments.json';
import type tours from './messages/en/tours.json';

type Catalogues = {
  account: typeof account;
  admin: typeof admin;
  auth: typeof auth;
  blog: typeof blog;
  booking: typeof booking;
  cabs: typeof cabs;
  common: typeof common;
  errors: typeof errors;
  help: typeof help;
  home: typeof home;
  hotels: typeof hotels;
  listing: typeof listing;
  mail: typeof mail;
  payments: typeof payments;
  tours: typeof tours;
};

/**
 * The areas: a page loads `common` and its own (a web page's area is its folder under features/). `errors`
 * is the API's refusals and validation, shown by the web as they come; `mail` is emails, the API's only;
 * `listing` is a listing page's reviews and question form, loaded with their code below the first screen;
 * `booking` is the hotel booking review's (app/page-areas.json adds it to that page).
 */
export const AREAS = [
  'account',
  'admin',
  'auth',
  'blog',
  'booking',
  'cabs',
  'common',
  'errors',
  'help',
  'home',
  'hotels',
  'listing',
  'mail',
  'payments',
  'tours',
] as const satisfies readonly (keyof Catalogues)[];
export type Area = (typeof AREAS)[number];

/** Every message's key, as English has it. */
export type MessageKey = { [A in Area]: keyof Catalogues[A] & string }[Area];

/** The values a message's {placeholders} take. */
export type MessageValues = Record<string, string | number | Date>;

/** A language's words for the contract's rules that say things (cancellation terms, offers' terms): its `t` and which language it is. */
export type Words = { language: Language; t: (key: MessageKey, values?: MessageValues) => string };

/** 'hotels.search.title' → 'hotels'. */
export const areaOfKey = (key: string) => key.slice(0, key.indexOf('.'));
