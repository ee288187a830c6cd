// The privacy notice, itemised as the DPDP Rules 2025 ask: each kind of personal data, why it is kept, for
// how long and who receives it. A new text gets a new version; the server records, in the consents ledger,
// the version in force when a person accepted it (decision 0051).
// Every language the site has has its own text (privacy-notice-hi.ts) and version (NOTICE_VERSIONS).
import { LANGUAGES } from '../i18n/languages.ts';
import { RETENTION, TAX_RECORDS_MONTHS } from './personal-data.ts';
import { NOTICE_HI } from './privacy-notice-hi.ts';
import type { NoticeItem, NoticeText, Recipient } from './notice-text.ts';

export type { NoticeItem, NoticeText, Recipient } from './notice-text.ts';

export { NOTICE_VERSIONS, PRIVACY_NOTICE_VERSION } from './notice-version.ts';
export const NOTICE_LANGUAGES = LANGUAGES;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

/** Those who receive a person's data to do part of the work, besides Raahi. */
export const RECIPIENTS: Record<Recipient, string> = {
  provider: "The listing's provider: the hotel, cab owner or tour operator you book or write to",
  gateway: 'The payment gateway (Razorpay), which takes and refunds payments',
  mail: 'The mail service, which delivers the emails we send you',
  storage: 'The storage service, which keeps pictures and documents',
};

const UNTIL_ERASED = 'Until you erase your account.';
const TAX = `Invoices, credit notes and the payments ledger: ${TAX_RECORDS_MONTHS} months, as the tax law requires (with your name only where it requires it).`;

export const NOTICE_ITEMS: NoticeItem[] = [
  {
    id: 'account',
    data: 'Your name, email address and password (kept only as a one-way hash)',
    why: 'To open your account, sign you in and send you your bookings.',
    keptFor: `${UNTIL_ERASED} An account whose email is never confirmed is removed after ${RETENTION.unverifiedAccountDays} days.`,
    sharedWith: ['mail'],
  },
  {
    id: 'contact',
    data: 'Your mobile number, GSTIN and state, when you give them',
    why: 'So the provider can reach you about a booking, and for the GST invoice.',
    keptFor: `${UNTIL_ERASED} ${TAX}`,
    sharedWith: ['provider'],
  },
  {
    id: 'bookings',
    data: 'What you book: dates, the number of guests (we never ask for children’s names or ages), pick-up and drop-off places',
    why: 'To deliver the stay, ride or tour and to handle changes, cancellations and refunds.',
    keptFor: `${UNTIL_ERASED} ${TAX}`,
    sharedWith: ['provider', 'mail'],
  },
  {
    id: 'payments',
    data: 'Payments and refunds: amounts, the method, and the UPI ID or card the gateway reports',
    why: 'To take your payment once, refund it when due and keep the accounts.',
    keptFor: TAX,
    sharedWith: ['gateway'],
  },
  {
    id: 'messages',
    data: 'Questions to providers, complaints and reviews you write',
    why: 'To answer you, to resolve complaints as the consumer protection rules require, and to publish reviews.',
    keptFor: `${UNTIL_ERASED} A question's thread is removed ${RETENTION.enquiryThreadDays / 365} years after its last message. Reviews are public until you erase your account.`,
    sharedWith: ['provider', 'mail'],
  },
  {
    id: 'emails',
    data: 'The emails we send you',
    why: 'To keep a record that we told you what we had to (a booking, a refund, an answer).',
    keptFor: `Their words are removed ${RETENTION.mailBodyDays} days after they are written; the date and subject line stay.`,
    sharedWith: ['mail'],
  },
  {
    id: 'sessions',
    data: 'Your signed-in sessions and the network address of a sign-in',
    why: 'To keep you signed in and to slow down people guessing passwords.',
    keptFor: 'A session is removed as soon as it ends (at most 30 days); counts of attempts last minutes.',
    sharedWith: [],
  },
  {
    id: 'pictures',
    data: 'Pictures you upload (a profile picture)',
    why: 'To show them where you put them.',
    keptFor: UNTIL_ERASED,
    sharedWith: ['storage'],
  },
  {
    id: 'marketing',
    data: 'Your name and email, for offers — only if you turn this on',
    why: 'To send you offers. Nothing about children is ever used for it.',
    keptFor: 'Until you turn it off on your account page, or erase your account.',
    sharedWith: ['mail'],
  },
];

/** Your rights and how to use them, as the notice states them. */
export const NOTICE_RIGHTS: string[] = [
  'See and download everything we hold about you, on your account page (My data).',
  'Correct your profile there, and withdraw a consent as easily as you gave it.',
  'Erase your account there, with your password. A booking still to come must be cancelled first.',
  'Name a nominee to exercise these rights if you die or cannot.',
  'Complain to our grievance officer (Help and complaints), and then to the Data Protection Board of India.',
];

/** The notice's text in each language the site has. */
export const NOTICE_TEXTS: Record<NoticeLanguage, NoticeText> = {
  en: { items: NOTICE_ITEMS, recipients: RECIPIENTS, rights: NOTICE_RIGHTS },
  hi: NOTICE_HI,
};
