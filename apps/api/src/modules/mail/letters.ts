// Every email the product sends, as data: a template names what a message says (`LETTERS`), and one layout
// (`render`) turns it into a responsive HTML part and a plain-text part with the same words. Values are
// escaped here and nowhere else. Links are paths; the site's origin (PUBLIC_ORIGIN) is added when rendered.
import { IST_TIME_ZONE } from '@raahi/contract/rules/dates';
import type { ExcessReason } from '@raahi/contract/rules/payments';
import { UNDO_EMAIL_CHANGE_DAYS } from '@raahi/contract/users';
import { RESET_LINK_MINUTES } from '@raahi/contract/account-access';

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
  /** a message whose words were removed (its person's account was erased, or its time ran out), with its subject */
  removed: { subject: string; why: 'erased' | 'retention'; removedAt: string };
};
export type Template = keyof LetterData;

const KIND = { hotel: 'stay', cab: 'trip', tour: 'tour' } as const;
const MY_BOOKINGS = { label: 'See my bookings', path: '/bookings' };
const PROVIDER_BOOKINGS = { hotel: '/admin/hotel/bookings', cab: '/admin/cab/booking', tour: '/admin/tour/all' } as const;
const IST_WORDS = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: IST_TIME_ZONE });
const indianDateTime = (iso: string) => `${IST_WORDS.format(new Date(iso))} IST`;
const MY_COMPLAINTS = { label: 'See my complaints', path: '/user' };
const HELP = { label: 'Help and complaints', path: '/help' };
const USED_LINK = 'This link was sent and is no longer kept here.';

const facts = (b: BookingSummary, more: [string, string][] = []): [string, string][] => [
  [b.kind === 'hotel' ? 'Hotel' : b.kind === 'cab' ? 'Cab' : 'Tour', b.listing],
  ['When', b.when],
  ['Total', b.total],
  ...more,
  ['Booking', b.reference ?? b.id],
];
/** The booking's cancellation terms as a fact row, for the messages of a booking that holds. */
const cancellationFact = (b: BookingSummary): [string, string][] =>
  b.cancellation?.length ? [['Cancellation', b.cancellation.join('. ')]] : [];

const REFUND_TIME = 'It goes back the way you paid and usually arrives within 5–7 working days.';
/** What the refund of money not due says happened. */
const EXCESS_WORDS: Record<ExcessReason, (refund: string) => string> = {
  'more-than-due': (r) => `We received more than was due on your booking, so we are refunding the difference of ${r} automatically.`,
  'stale-order': (r) =>
    `You paid ${r} on a payment link made for an earlier amount of your booking. That link was no longer valid, so we are refunding all of it automatically. Please pay the amount due now from My Bookings.`,
  cancelled: (r) => `Your payment of ${r} arrived after the booking was cancelled, so we are refunding all of it automatically.`,
  'dates-gone': (r) =>
    `Your payment of ${r} was for new dates that were taken before it arrived, so your booking keeps its dates and we are refunding all of it automatically.`,
  'welcome-used': (r) =>
    `Your booking uses a welcome code, which is for one booking per UPI ID or card, and the one you paid with already had it. So your booking is not confirmed and we are refunding your payment of ${r} in full automatically. Book again without the code, or pay with another UPI ID or card.`,
};

/** What the confirmed message says of its PDFs (attachments.ts makes them when it is sent). */
const attachedLine = (attached: ('voucher' | 'invoice')[]) =>
  attached.includes('invoice')
    ? [
        'Your voucher and invoice are attached. Show the voucher (printed or on your phone) when you arrive; the invoice is your GST tax invoice.',
      ]
    : attached.includes('voucher')
      ? ['Your voucher is attached. Show it (printed or on your phone) when you arrive.']
      : [];

/** What the guest is told when staff cancelled their booking: who, and the reason they gave. */
const whoCancelled = (by: string, reason: string | null) =>
  `${by.charAt(0).toUpperCase()}${by.slice(1)} cancelled your booking. ${reason ? `Their reason: ${reason}` : 'They gave no reason.'}`;

/** A link carrying a token, or none once the token has been removed. */
const tokenLink = (label: string, path: string, token: string | null | undefined) =>
  token ? { label, path: `${path}?token=${encodeURIComponent(token)}` } : undefined;

export const LETTERS: { [T in Template]: (d: LetterData[T]) => Letter } = {
  welcome: (d) => ({
    subject: 'Welcome to Raahi: please confirm your email',
    heading: `Welcome to Raahi, ${d.name}!`,
    lines: [
      'Your account is ready: you can look around and hold bookings straight away.',
      'Please confirm that this email address is yours, so we can send you your bookings and get you back into your account.',
    ],
    action: tokenLink('Confirm my email', '/verify-email', d.token),
    note: d.token ? 'The link works for 24 hours.' : USED_LINK,
  }),
  'verify-email': (d) => ({
    subject: 'Confirm your email address',
    heading: 'Confirm your email address',
    lines: [`Hello ${d.name},`, `Please confirm that ${d.email} is your address. Your Raahi account will use it once you do.`],
    action: tokenLink('Confirm this email', '/verify-email', d.token),
    note: d.token ? 'The link works for 24 hours. If you did not ask for this, you can ignore this email.' : USED_LINK,
  }),
  'reset-password': (d) => ({
    subject: 'Reset your Raahi password',
    heading: 'Reset your password',
    lines: [`Hello ${d.name},`, 'Someone (we hope you) asked to reset the password of your Raahi account.'],
    action: tokenLink('Choose a new password', '/reset-password', d.token),
    note: d.token
      ? `The link works once, for ${RESET_LINK_MINUTES} minutes. If you did not ask for it, ignore this email: your password stays as it is.`
      : USED_LINK,
  }),
  'undo-email-change': (d) => ({
    subject: 'Your Raahi email is being changed',
    heading: 'Your email is being changed',
    lines: [
      `Hello ${d.name},`,
      `Someone signed in to your Raahi account asked to change its email from this address to ${d.newEmail}. It changes once that address is confirmed.`,
      "If it was you, there is nothing to do. If not, undo it: this address stays (or becomes again) the account's email, and everyone is signed out of the account.",
    ],
    action: tokenLink('Undo this change', '/undo-email-change', d.token),
    note: d.token ? `The link works once, for ${UNDO_EMAIL_CHANGE_DAYS} days.` : USED_LINK,
  }),
  'reset-no-account': (d) => ({
    subject: 'Your Raahi password reset request',
    heading: 'No account uses this address',
    lines: [
      `Someone (we hope you) asked to reset the password of a Raahi account for ${d.email}, but no account uses this address.`,
      'Perhaps your account uses another of your addresses. Or create one with this address.',
    ],
    action: { label: 'Create an account', path: '/login' },
    note: 'If you did not ask for this, you can ignore this email.',
  }),
  'booking-held': ({ booking: b }) => ({
    subject: b.payBy ? `Your ${KIND[b.kind]} is held until ${b.payBy}` : `We have your booking: ${b.listing}`,
    heading: b.payBy ? 'Your booking is held' : 'We have your booking',
    lines: [
      `Hello ${b.guestName},`,
      b.payBy
        ? `We are holding ${b.listing} for you. Please pay by ${b.payBy} to confirm it; after that the hold ends and the booking is cancelled.`
        : `Thank you for booking ${b.listing}.`,
    ],
    details: facts(b, [...(b.payBy ? ([['Pay by', b.payBy]] as [string, string][]) : []), ...cancellationFact(b)]),
    action: b.payBy ? { label: 'Pay now', path: '/bookings' } : MY_BOOKINGS,
  }),
  'booking-confirmed': ({ booking: b, paid, attached = [] }) => ({
    subject: `Booking confirmed: ${b.listing}`,
    heading: 'Your booking is confirmed',
    lines: [`Hello ${b.guestName},`, `Your ${KIND[b.kind]} is confirmed. Have a wonderful time!`, ...attachedLine(attached)],
    details: facts(b, [...(paid ? ([['Paid', paid]] as [string, string][]) : []), ...cancellationFact(b)]),
    action: MY_BOOKINGS,
  }),
  'booking-cancelled': ({ booking: b, refund, cancelledBy, reason }) => ({
    subject: `Booking cancelled: ${b.listing}`,
    heading: 'Your booking is cancelled',
    lines: [
      `Hello ${b.guestName},`,
      ...(cancelledBy ? [whoCancelled(cancelledBy, reason ?? null)] : []),
      refund
        ? `Your booking has been cancelled. We are refunding ${refund} to the way you paid; it usually arrives within 5–7 working days.`
        : 'Your booking has been cancelled. Nothing was paid, so there is nothing to refund.',
    ],
    details: facts(b, refund ? [['Refund', refund]] : []),
    action: MY_BOOKINGS,
  }),
  'hold-expired': ({ booking: b }) => ({
    subject: `The hold on your booking ran out: ${b.listing}`,
    heading: 'The time to pay ran out',
    lines: [
      `Hello ${b.guestName},`,
      `We held ${b.listing} for you, but it was not paid for in time, so the booking is cancelled and nothing was charged.`,
      'You are welcome to book again.',
    ],
    details: facts(b),
    action: { label: 'Book again', path: `/${b.kind}` },
  }),
  'booking-rescheduled': ({ booking: b, change }) => ({
    subject: `Booking rescheduled: ${b.listing}`,
    heading: 'Your booking has new dates',
    lines: [`Hello ${b.guestName},`, `${change}.`],
    details: facts(b),
    action: MY_BOOKINGS,
  }),
  'payment-refunded': ({ booking: b, refund, why }) => ({
    subject: `We are refunding ${refund}: ${b.listing}`,
    heading: `${refund} is on its way back to you`,
    lines: [`Hello ${b.guestName},`, EXCESS_WORDS[why](refund), REFUND_TIME],
    details: facts(b, [['Refund', refund]]),
    action: MY_BOOKINGS,
  }),
  'provider-new-booking': ({ booking: b }) => ({
    subject: `New booking: ${b.listing}`,
    heading: 'You have a new booking',
    lines: [`${b.guestName} booked ${b.listing}.`, b.payBy ? `It is held until ${b.payBy} while the guest pays.` : ''].filter(Boolean),
    details: facts(b),
    action: { label: 'Open bookings', path: PROVIDER_BOOKINGS[b.kind] },
  }),
  'provider-cancelled': ({ booking: b }) => ({
    subject: `Booking cancelled: ${b.listing}`,
    heading: 'A booking was cancelled',
    lines: [`The booking of ${b.guestName} for ${b.listing} has been cancelled; what it held is free again.`],
    details: facts(b),
    action: { label: 'Open bookings', path: PROVIDER_BOOKINGS[b.kind] },
  }),
  'enquiry-answered': (d) => ({
    subject: `Your question about ${d.listing} has an answer`,
    heading: 'Your question has an answer',
    lines: [`Hello ${d.name},`, `${d.answeredBy} answered your question about ${d.listing}:`, d.answer],
    action: d.signedIn ? { label: 'See the conversation', path: '/user' } : { label: `Open ${d.listing}`, path: d.listingPath },
  }),
  'grievance-received': (d) => ({
    subject: `We received your complaint ${d.ticket}`,
    heading: 'We received your complaint',
    lines: [
      `Hello ${d.name},`,
      `Your complaint has the ticket number ${d.ticket}. Please quote it when you write to us.`,
      'We will acknowledge it within 48 hours and resolve it within 30 days.',
      d.complaint,
    ],
    details: [
      ['Ticket', d.ticket],
      ['Acknowledged by', indianDateTime(d.acknowledgeBy)],
      ['Resolved by', indianDateTime(d.resolveBy)],
    ],
    action: d.signedIn ? MY_COMPLAINTS : HELP,
  }),
  'grievance-answered': (d) => ({
    subject: `An answer on your complaint ${d.ticket}`,
    heading: 'Your complaint has an answer',
    lines: [`Hello ${d.name},`, `${d.answeredBy} answered on your complaint ${d.ticket}:`, d.answer],
    action: d.signedIn ? MY_COMPLAINTS : HELP,
  }),
  'grievance-resolved': (d) => ({
    subject: `Your complaint ${d.ticket} is resolved`,
    heading: 'Your complaint is resolved',
    lines: [`Hello ${d.name},`, `We have resolved your complaint ${d.ticket}. The outcome:`, d.outcome],
    note: 'If you are not satisfied with the outcome, you may write to our grievance officer (see Help and complaints) or approach the consumer commission.',
    action: d.signedIn ? MY_COMPLAINTS : HELP,
  }),
  'offers-newsletter': (d) => ({
    subject: 'Offers from Raahi this week',
    heading: 'Offers this week',
    lines: [`Hello ${d.name},`, ...d.offers.map((o) => `${o.title}: ${o.description}`)],
    action: { label: 'See all offers', path: '/' },
    note: 'You get this because you turned on offers by email. Turn them off at any time on your account page (Privacy and my data).',
  }),
  removed: (d) => ({
    subject: d.subject,
    heading: 'This message was removed',
    lines: [
      d.why === 'erased'
        ? `Its words were removed on ${indianDateTime(d.removedAt)}, when the account it was written to was erased.`
        : `Its words were removed on ${indianDateTime(d.removedAt)}, when the time we keep them for ran out.`,
    ],
  }),
};

/** A template's message with its data. */
export type Message = { [T in Template]: { template: T; data: LetterData[T] } }[Template];

export const letterOf = (m: Message): Letter => (LETTERS[m.template] as (d: unknown) => Letter)(m.data);

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const BRAND = '#0f766e';

/** The message as an email: subject, plain text and HTML, with links on `origin`. */
export function render(letter: Letter, origin: string): { subject: string; text: string; html: string } {
  const url = letter.action && new URL(letter.action.path, origin).toString();
  const text = [
    letter.heading,
    '',
    ...letter.lines.flatMap((l) => [l, '']),
    ...(letter.details?.length ? [...letter.details.map(([k, v]) => `${k}: ${v}`), ''] : []),
    ...(letter.action ? [`${letter.action.label}: ${url}`, ''] : []),
    ...(letter.note ? [letter.note, ''] : []),
    '— Raahi',
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
      ? `<p style="margin:8px 0 20px"><a href="${escape(url)}" style="display:inline-block;padding:12px 22px;border-radius:8px;background:${BRAND};color:#ffffff;font-size:16px;font-weight:600;text-decoration:none">${escape(letter.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#64748b">Or open this address: <a href="${escape(url)}" style="color:${BRAND};word-break:break-all">${escape(url)}</a></p>`
      : '';
  const note = letter.note ? `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#64748b">${escape(letter.note)}</p>` : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(letter.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="padding:18px 24px;background:${BRAND};color:#ffffff;font-size:20px;font-weight:700">Raahi</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#0f172a">${escape(letter.heading)}</h1>
${letter.lines.map(p).join('\n')}
${details}${button}${note}
</td></tr>
<tr><td style="padding:16px 24px;background:#f8fafc;font-size:12px;line-height:1.5;color:#64748b">Raahi · travel across India · <a href="${escape(origin)}" style="color:#64748b">${escape(new URL(origin).host)}</a></td></tr>
</table></td></tr></table>
</body></html>`;
  return { subject: letter.subject, text, html };
}
