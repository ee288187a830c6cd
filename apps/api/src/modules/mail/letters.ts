// Every email the product sends, as data: a template names what a message says (`LETTERS`), and one layout
// (`render`) turns it into a responsive HTML part and a plain-text part with the same words. Values are
// escaped here and nowhere else. Links are paths; the site's origin (PUBLIC_ORIGIN) is added when rendered.
import type { MessageKey, MessageValues } from '@raahi/contract/i18n/catalogue';
import type { Language } from '@raahi/contract/i18n/languages';
import { translate } from '@raahi/contract/i18n/node-catalogues';
import type { ExcessReason } from '@raahi/contract/rules/payments';
import { UNDO_EMAIL_CHANGE_DAYS } from '@raahi/contract/users';
import { RESET_LINK_MINUTES } from '@raahi/contract/account-access';
import { indianDateTime } from './mail-dates.ts';

/** What one message says: the subject, a heading, paragraphs, facts as label/value rows and one button. */
export type Letter = {
  subject: string;
  heading: string;
  lines: string[];
  details?: [label: string, value: string][];
  action?: { label: string; path: string };
  /** said under the button, e.g. how long the link works */
  note?: string;
};

/** A booking as its messages describe it (a snapshot taken when the event happened). */
export type BookingSummary = {
  id: string;
  /** RH-7K2M9Q, what the guest reads and quotes (absent in messages written before bookings had one) */
  reference?: string;
  kind: 'hotel' | 'cab' | 'tour';
  guestName: string;
  /** 'Taj View, Agra' or 'Toyota Innova (SUV)' */
  listing: string;
  /** the stay, trip or tour date in words */
  when: string;
  total: string;
  /** the pay-by time in words, while an unpaid booking is held */
  payBy: string | null;
  /** the terms of cancelling it, for its dates, a line a period (absent in messages written before they were told) */
  cancellation?: string[];
  /** a hotel booking's rooms one by one ('Room 2', 'Family suite, Room only: 2 adults, 1 child aged 9'), when it has several or children */
  rooms?: [string, string][];
  /** in the guest's message of a booking made without an account: its links open 'Find my booking' (decision 0076) */
  asGuest?: boolean;
};

/**
 * Why money captured was given back at once: more than was due, an order for an earlier amount (the booking
 * was repriced), a booking already cancelled, a reschedule's new dates gone meanwhile, a welcome code's price
 * already had by the UPI ID or card paid with.
 */

type Person = { name: string };
/** A link's secret; removed from a message once it has been sent, so the outbox never keeps a live link. */
type Secret = { token?: string | null };

export type LetterData = {
  welcome: Person & Secret;
  'verify-email': Person & Secret & { email: string };
  'reset-password': Person & Secret;
  /** to the old address when a new email is asked for */
  'undo-email-change': Person & Secret & { newEmail: string };
  /** a password reset asked for an address no account uses */
  'reset-no-account': { email: string };
  'booking-held': { booking: BookingSummary };
  /** `attached`: the documents the message carries (absent in messages written before they did) */
  'booking-confirmed': { booking: BookingSummary; paid: string | null; attached?: ('voucher' | 'invoice')[] };
  /** `cancelledBy`: staff who cancelled someone else's booking, with their `reason` (absent when the guest did) */
  'booking-cancelled': { booking: BookingSummary; refund: string | null; cancelledBy?: string; reason?: string | null };
  'hold-expired': { booking: BookingSummary };
  'booking-rescheduled': { booking: BookingSummary; change: string };
  'payment-refunded': { booking: BookingSummary; refund: string; why: ExcessReason };
  'provider-new-booking': { booking: BookingSummary };
  'provider-cancelled': { booking: BookingSummary };
  'enquiry-answered': Person & { listing: string; listingPath: string; answeredBy: string; answer: string; signedIn: boolean };
  'grievance-received': Person & { ticket: string; complaint: string; acknowledgeBy: string; resolveBy: string; signedIn: boolean };
  'grievance-answered': Person & { ticket: string; answeredBy: string; answer: string; signedIn: boolean };
  'grievance-resolved': Person & { ticket: string; outcome: string; signedIn: boolean };
  /** offers by email, to those who turned them on; `offers`: each offer's title and its words */
  'offers-newsletter': Person & { offers: { title: string; description: string }[] };
  /** a sign-in code (an SMS; decision 0080); its `token` is the code */
  'sign-in-code': Secret & { minutes: number };
  /** the code that opens a guest's booking ('Find my booking'), by email and by SMS; its `token` is the code */
  'booking-code': Secret & { reference: string; minutes: number };
  /** a message whose words were removed (its person's account was erased, or its time ran out), with its subject */
  removed: { subject: string; why: 'erased' | 'retention'; removedAt: string };
};
export type Template = keyof LetterData;

/** A message of the `mail` catalogue in the letter's language (decision 0087). */
export type Say = (key: MessageKey, values?: MessageValues) => string;

const PROVIDER_BOOKINGS = { hotel: '/admin/hotel/bookings', cab: '/admin/cab/booking', tour: '/admin/tour/all' } as const;
/** My Bookings; for a booking made without an account, 'Find my booking' with its reference */
const myBookings = (t: Say, b: BookingSummary, label = t('mail.action.myBookings')) =>
  b.asGuest
    ? { label: t('mail.action.findBooking'), path: `/find-booking?reference=${encodeURIComponent(b.reference ?? '')}` }
    : { label, path: '/bookings' };
const myComplaints = (t: Say) => ({ label: t('mail.action.myComplaints'), path: '/user' });
const help = (t: Say) => ({ label: t('mail.action.help'), path: '/help' });
const hello = (t: Say, name: string) => t('mail.hello', { name });

const facts = (t: Say, b: BookingSummary, more: [string, string][] = []): [string, string][] => [
  [t('mail.fact.listing', { kind: b.kind }), b.listing],
  [t('mail.fact.when'), b.when],
  ...(b.rooms ?? []),
  [t('mail.fact.total'), b.total],
  ...more,
  [t('mail.fact.booking'), b.reference ?? b.id],
];
/** The booking's cancellation terms as a fact row, for the messages of a booking that holds. */
const cancellationFact = (t: Say, b: BookingSummary): [string, string][] =>
  b.cancellation?.length
    ? [[t('mail.fact.cancellation'), b.cancellation.reduce((first, second) => t('mail.sentences', { first, second }))]]
    : [];

/** What the refund of money not due says happened. */
const EXCESS_WORDS: Record<ExcessReason, MessageKey> = {
  'more-than-due': 'mail.excess.moreThanDue',
  'stale-order': 'mail.excess.staleOrder',
  cancelled: 'mail.excess.cancelled',
  'dates-gone': 'mail.excess.datesGone',
  'welcome-used': 'mail.excess.welcomeUsed',
};

/** What the confirmed message says of its PDFs (attachments.ts makes them when it is sent). */
const attachedLine = (t: Say, attached: ('voucher' | 'invoice')[]) =>
  attached.includes('invoice') ? [t('mail.attached.both')] : attached.includes('voucher') ? [t('mail.attached.voucher')] : [];

/** Who cancelled, as the bookings module names them (rules/booking-actions.ts cancellerOf). */
const CANCELLERS: Record<string, string> = {
  'Raahi support': 'support',
  'the hotel': 'hotel',
  'the cab operator': 'cab',
  'the tour operator': 'tour',
};
/** What the guest is told when staff cancelled their booking: who, and the reason they gave. */
const whoCancelled = (t: Say, by: string, reason: string | null) =>
  `${t('mail.whoCancelled', { by: CANCELLERS[by] ?? by })} ${reason ? t('mail.theirReason', { reason }) : t('mail.noReason')}`;

/** A link carrying a token, or none once the token has been removed. */
const tokenLink = (label: string, path: string, token: string | null | undefined) =>
  token ? { label, path: `${path}?token=${encodeURIComponent(token)}` } : undefined;

export const LETTERS: { [T in Template]: (d: LetterData[T], t: Say, language: Language) => Letter } = {
  'sign-in-code': (d, t) => ({
    subject: t('mail.signInCode.subject'),
    heading: t('mail.signInCode.subject'),
    lines: [d.token ? t('mail.signInCode.text', { code: d.token, minutes: d.minutes }) : t('mail.sentCode')],
  }),
  'booking-code': (d, t) => ({
    subject: t('mail.bookingCode.subject', { reference: d.reference }),
    heading: t('mail.bookingCode.subject', { reference: d.reference }),
    lines: [
      d.token ? t('mail.bookingCode.text', { code: d.token, reference: d.reference, minutes: d.minutes }) : t('mail.sentCode'),
      t('mail.bookingCode.notYou'),
    ],
  }),
  welcome: (d, t) => ({
    subject: t('mail.welcome.subject'),
    heading: t('mail.welcome.heading', { name: d.name }),
    lines: [t('mail.welcome.ready'), t('mail.welcome.confirm')],
    action: tokenLink(t('mail.welcome.action'), '/verify-email', d.token),
    note: d.token ? t('mail.linkDay') : t('mail.usedLink'),
  }),
  'verify-email': (d, t) => ({
    subject: t('mail.verify.subject'),
    heading: t('mail.verify.subject'),
    lines: [hello(t, d.name), t('mail.verify.text', { email: d.email })],
    action: tokenLink(t('mail.verify.action'), '/verify-email', d.token),
    note: d.token ? t('mail.verify.note') : t('mail.usedLink'),
  }),
  'reset-password': (d, t) => ({
    subject: t('mail.reset.subject'),
    heading: t('mail.reset.heading'),
    lines: [hello(t, d.name), t('mail.reset.text')],
    action: tokenLink(t('mail.reset.action'), '/reset-password', d.token),
    note: d.token ? t('mail.reset.note', { minutes: RESET_LINK_MINUTES }) : t('mail.usedLink'),
  }),
  'undo-email-change': (d, t) => ({
    subject: t('mail.undo.subject'),
    heading: t('mail.undo.heading'),
    lines: [hello(t, d.name), t('mail.undo.text', { newEmail: d.newEmail }), t('mail.undo.ifNot')],
    action: tokenLink(t('mail.undo.action'), '/undo-email-change', d.token),
    note: d.token ? t('mail.undo.note', { days: UNDO_EMAIL_CHANGE_DAYS }) : t('mail.usedLink'),
  }),
  'reset-no-account': (d, t) => ({
    subject: t('mail.noAccount.subject'),
    heading: t('mail.noAccount.heading'),
    lines: [t('mail.noAccount.text', { email: d.email }), t('mail.noAccount.perhaps')],
    action: { label: t('mail.action.createAccount'), path: '/login' },
    note: t('mail.noAccount.note'),
  }),
  'booking-held': ({ booking: b }, t) => ({
    subject: b.payBy ? t('mail.held.subject', { kind: b.kind, payBy: b.payBy }) : t('mail.held.subjectPaid', { listing: b.listing }),
    heading: b.payBy ? t('mail.held.heading') : t('mail.held.headingPaid'),
    lines: [
      hello(t, b.guestName),
      b.payBy ? t('mail.held.text', { listing: b.listing, payBy: b.payBy }) : t('mail.held.thanks', { listing: b.listing }),
    ],
    details: facts(t, b, [...(b.payBy ? ([[t('mail.fact.payBy'), b.payBy]] as [string, string][]) : []), ...cancellationFact(t, b)]),
    action: myBookings(t, b, b.payBy ? t('mail.action.payNow') : undefined),
  }),
  'booking-confirmed': ({ booking: b, paid, attached = [] }, t) => ({
    subject: t('mail.confirmed.subject', { listing: b.listing }),
    heading: t('mail.confirmed.heading'),
    lines: [hello(t, b.guestName), t('mail.confirmed.text', { kind: b.kind }), ...attachedLine(t, attached)],
    details: facts(t, b, [...(paid ? ([[t('mail.fact.paid'), paid]] as [string, string][]) : []), ...cancellationFact(t, b)]),
    action: myBookings(t, b),
  }),
  'booking-cancelled': ({ booking: b, refund, cancelledBy, reason }, t) => ({
    subject: t('mail.cancelled.subject', { listing: b.listing }),
    heading: t('mail.cancelled.heading'),
    lines: [
      hello(t, b.guestName),
      ...(cancelledBy ? [whoCancelled(t, cancelledBy, reason ?? null)] : []),
      refund ? t('mail.cancelled.refund', { refund }) : t('mail.cancelled.nothing'),
    ],
    details: facts(t, b, refund ? [[t('mail.fact.refund'), refund]] : []),
    action: myBookings(t, b),
  }),
  'hold-expired': ({ booking: b }, t) => ({
    subject: t('mail.expired.subject', { listing: b.listing }),
    heading: t('mail.expired.heading'),
    lines: [hello(t, b.guestName), t('mail.expired.text', { listing: b.listing }), t('mail.expired.again')],
    details: facts(t, b),
    action: { label: t('mail.action.bookAgain'), path: `/${b.kind}` },
  }),
  'booking-rescheduled': ({ booking: b, change }, t) => ({
    subject: t('mail.rescheduled.subject', { listing: b.listing }),
    heading: t('mail.rescheduled.heading'),
    lines: [hello(t, b.guestName), `${change}.`],
    details: facts(t, b),
    action: myBookings(t, b),
  }),
  'payment-refunded': ({ booking: b, refund, why }, t) => ({
    subject: t('mail.refunded.subject', { refund, listing: b.listing }),
    heading: t('mail.refunded.heading', { refund }),
    lines: [hello(t, b.guestName), t(EXCESS_WORDS[why], { refund }), t('mail.refundTime')],
    details: facts(t, b, [[t('mail.fact.refund'), refund]]),
    action: myBookings(t, b),
  }),
  'provider-new-booking': ({ booking: b }, t) => ({
    subject: t('mail.providerNew.subject', { listing: b.listing }),
    heading: t('mail.providerNew.heading'),
    lines: [
      t('mail.providerNew.text', { guest: b.guestName, listing: b.listing }),
      ...(b.payBy ? [t('mail.providerNew.held', { payBy: b.payBy })] : []),
    ],
    details: facts(t, b),
    action: { label: t('mail.action.openBookings'), path: PROVIDER_BOOKINGS[b.kind] },
  }),
  'provider-cancelled': ({ booking: b }, t) => ({
    subject: t('mail.providerCancelled.subject', { listing: b.listing }),
    heading: t('mail.providerCancelled.heading'),
    lines: [t('mail.providerCancelled.text', { guest: b.guestName, listing: b.listing })],
    details: facts(t, b),
    action: { label: t('mail.action.openBookings'), path: PROVIDER_BOOKINGS[b.kind] },
  }),
  'enquiry-answered': (d, t) => ({
    subject: t('mail.enquiry.subject', { listing: d.listing }),
    heading: t('mail.enquiry.heading'),
    lines: [hello(t, d.name), t('mail.enquiry.text', { by: d.answeredBy, listing: d.listing }), d.answer],
    action: d.signedIn
      ? { label: t('mail.action.conversation'), path: '/user' }
      : { label: t('mail.action.openListing', { listing: d.listing }), path: d.listingPath },
  }),
  'grievance-received': (d, t, language) => ({
    subject: t('mail.grievanceReceived.subject', { ticket: d.ticket }),
    heading: t('mail.grievanceReceived.heading'),
    lines: [hello(t, d.name), t('mail.grievanceReceived.ticket', { ticket: d.ticket }), t('mail.grievanceReceived.times'), d.complaint],
    details: [
      [t('mail.fact.ticket'), d.ticket],
      [t('mail.fact.acknowledgeBy'), indianDateTime(d.acknowledgeBy, language)],
      [t('mail.fact.resolveBy'), indianDateTime(d.resolveBy, language)],
    ],
    action: d.signedIn ? myComplaints(t) : help(t),
  }),
  'grievance-answered': (d, t) => ({
    subject: t('mail.grievanceAnswered.subject', { ticket: d.ticket }),
    heading: t('mail.grievanceAnswered.heading'),
    lines: [hello(t, d.name), t('mail.grievanceAnswered.text', { by: d.answeredBy, ticket: d.ticket }), d.answer],
    action: d.signedIn ? myComplaints(t) : help(t),
  }),
  'grievance-resolved': (d, t) => ({
    subject: t('mail.grievanceResolved.subject', { ticket: d.ticket }),
    heading: t('mail.grievanceResolved.heading'),
    lines: [hello(t, d.name), t('mail.grievanceResolved.text', { ticket: d.ticket }), d.outcome],
    note: t('mail.grievanceResolved.note'),
    action: d.signedIn ? myComplaints(t) : help(t),
  }),
  'offers-newsletter': (d, t) => ({
    subject: t('mail.offers.subject'),
    heading: t('mail.offers.heading'),
    lines: [hello(t, d.name), ...d.offers.map((o) => `${o.title}: ${o.description}`)],
    action: { label: t('mail.action.allOffers'), path: '/' },
    note: t('mail.offers.note'),
  }),
  removed: (d, t, language) => ({
    subject: d.subject,
    heading: t('mail.removed.heading'),
    lines: [t(d.why === 'erased' ? 'mail.removed.erased' : 'mail.removed.retention', { at: indianDateTime(d.removedAt, language) })],
  }),
};

/** A template's message with its data. */
export type Message = { [T in Template]: { template: T; data: LetterData[T] } }[Template];

/** The message in `language`: its words from the `mail` catalogue, the values its data holds as they were written. */
export function letterOf(m: Message, language: Language): Letter {
  const say: Say = (key, values) => translate(language, key, values);
  return (LETTERS[m.template] as (d: unknown, t: Say, language: Language) => Letter)(m.data, say, language);
}

/** The message as an SMS: its lines alone (the subject and an HTML part only for the back-office's outbox). */
export function renderSms(letter: Letter): { subject: string; text: string; html: string } {
  const text = letter.lines.join(' ');
  return { subject: letter.subject, text, html: `<p>${escape(text)}</p>` };
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const BRAND = '#0f766e';

/** The message as an email: subject, plain text and HTML, with links on `origin`. */
export function render(letter: Letter, origin: string, language: Language): { subject: string; text: string; html: string } {
  const url = letter.action && new URL(letter.action.path, origin).toString();
  const text = [
    letter.heading,
    '',
    ...letter.lines.flatMap((l) => [l, '']),
    ...(letter.details?.length ? [...letter.details.map(([k, v]) => `${k}: ${v}`), ''] : []),
    ...(letter.action ? [`${letter.action.label}: ${url}`, ''] : []),
    ...(letter.note ? [letter.note, ''] : []),
    translate(language, 'mail.signOff'),
    origin,
  ].join('\n');
  const p = (s: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1e293b">${escape(s)}</p>`;
  const details = letter.details?.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px;border-collapse:collapse">${letter.details
        .map(
          ([k, v]) =>
            `<tr><td style="padding:8px 12px 8px 0;border-top:1px solid #e2e8f0;font-size:14px;color:#64748b;white-space:nowrap;vertical-align:top">${escape(k)}</td><td style="padding:8px 0;border-top:1px solid #e2e8f0;font-size:14px;color:#0f172a;word-break:break-word">${escape(v)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const button =
    letter.action && url
      ? `<p style="margin:8px 0 20px"><a href="${escape(url)}" style="display:inline-block;padding:12px 22px;border-radius:8px;background:${BRAND};color:#ffffff;font-size:16px;font-weight:600;text-decoration:none">${escape(letter.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#64748b">${escape(translate(language, 'mail.orOpen'))} <a href="${escape(url)}" style="color:${BRAND};word-break:break-all">${escape(url)}</a></p>`
      : '';
  const note = letter.note ? `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#64748b">${escape(letter.note)}</p>` : '';
  const html = `<!doctype html>
<html lang="${language === 'hi' ? 'hi-IN' : 'en-IN'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(letter.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="padding:18px 24px;background:${BRAND};color:#ffffff;font-size:20px;font-weight:700">Raahi</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#0f172a">${escape(letter.heading)}</h1>
${letter.lines.map(p).join('\n')}
${details}${button}${note}
</td></tr>
<tr><td style="padding:16px 24px;background:#f8fafc;font-size:12px;line-height:1.5;color:#64748b">${escape(translate(language, 'mail.footer'))} · <a href="${escape(origin)}" style="color:#64748b">${escape(new URL(origin).host)}</a></td></tr>
</table></td></tr></table>
</body></html>`;
  return { subject: letter.subject, text, html };
}
