// 'My data': everything the product holds about the person, as one JSON file, each piece with whom it was
// shared (named in the person's language, as the privacy notice names them). Nothing of another person goes in: the other side of a conversation is named by its role, not by
// the staff member's name, and no secret (a password hash, a session's token hash, a link's token) at all.
import type { MyData } from '@raahi/contract/privacy';
import type { Language } from '@raahi/contract/i18n/languages';
import { translate } from '@raahi/contract/i18n/node-catalogues';
import { NOTICE_TEXTS, type Recipient } from '@raahi/contract/rules/privacy-notice';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../auth/index.ts';
import { listingNames } from '../listings/index.ts';
import { renderRow } from '../mail/index.ts';
import { consentHistory } from './consents.repo.ts';
import { consentsOf } from './consents.service.ts';
import { recordDone } from './data-requests.ts';
import { bookingsOf, complaintsOf, emailsTo, enquiriesOf, moneyOf, requestsOf, reviewsOf, sessionsOf } from './my-data.repo.ts';

type Shared = { recipient: Recipient; name: string };

/** A row as plain JSON: dates as ISO strings, without the keys named (secrets, other people's ids). */
function plain(row: object, omit: string[] = []): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([k]) => !omit.includes(k))
      .map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
  );
}

/** the ids of staff and providers who wrote or handled something: another person's data */
const STAFF_IDS = ['authorId', 'authorName', 'handlerId', 'handlerName', 'repliedBy', 'hiddenBy', 'changedBy', 'idempotencyKey'];

export async function myData(db: Db, user: SessionUser, language: Language): Promise<MyData> {
  const to = (recipient: Recipient, name: string = NOTICE_TEXTS[language].recipients[recipient]): Shared => ({ recipient, name });
  const booked = await bookingsOf(db, user.id);
  const all = [
    ...booked.hotel.map((b) => ({ kind: 'hotel' as const, listingId: b.hotelId, row: b })),
    ...booked.cab.map((b) => ({ kind: 'cab' as const, listingId: b.cabId, row: b })),
    ...booked.tour.map((b) => ({ kind: 'tour' as const, listingId: b.tourId, row: b })),
  ];
  const [money, threads, tickets, written, sessions, consents, requests, emails] = await Promise.all([
    moneyOf(
      db,
      all.map((b) => b.row.id),
    ),
    enquiriesOf(db, user.id),
    complaintsOf(db, user.id),
    reviewsOf(db, user.id),
    sessionsOf(db, user.id),
    consentHistory(db, user.id),
    requestsOf(db, user.id),
    emailsTo(db, [user.email, ...(user.pendingEmail ? [user.pendingEmail] : [])]),
  ]);
  const nameOf = await listingNames(db, [
    ...all.map((b) => ({ kind: b.kind, id: b.listingId })),
    ...threads.map((t) => ({ kind: t.thread.kind, id: t.thread.listingId })),
    ...written.map((r) => ({ kind: r.kind, id: r.listingId })),
    ...tickets.flatMap((t) => (t.ticket.kind && t.ticket.listingId ? [{ kind: t.ticket.kind, id: t.ticket.listingId }] : [])),
  ]);
  const provider = (kind: 'hotel' | 'cab' | 'tour', id: string) =>
    to('provider', `${nameOf({ kind, id })} (${translate(language, `common.listingKind.${kind}`)})`);
  await recordDone(db, user.id, 'access', 'Downloaded from My data.');
  return {
    generatedAt: new Date().toISOString(),
    noticeVersion: consentsOf(consents).noticeVersion,
    profile: {
      data: plain(user, ['passwordHash', 'legalHold', 'nomineeName', 'nomineeEmail', 'nomineeRelation', 'nomineeAt']),
      sharedWith: [to('mail')],
    },
    bookings: all.map((b) => {
      const payments = money.payments.filter((p) => p.bookingId === b.row.id);
      return {
        kind: b.kind,
        listing: nameOf({ kind: b.kind, id: b.listingId }),
        booking: plain(b.row, ['idempotencyKey']),
        payments: payments.map((p) => plain(p)),
        refunds: money.refunds.filter((r) => r.bookingId === b.row.id).map((r) => plain(r)),
        documents: money.documents.filter((d) => d.bookingId === b.row.id).map((d) => plain(d)),
        sharedWith: [provider(b.kind, b.listingId), ...(payments.length ? [to('gateway')] : []), to('mail'), to('storage')],
      };
    }),
    enquiries: threads.map((t) => ({
      enquiry: plain(t.thread, ['unreadByProvider']),
      messages: t.messages.map((m) => plain(m, STAFF_IDS)),
      sharedWith: [provider(t.thread.kind, t.thread.listingId), to('mail')],
    })),
    reviews: written.map((r) => ({
      review: plain(r, STAFF_IDS),
      sharedWith: [provider(r.kind, r.listingId)],
    })),
    complaints: tickets.map((t) => ({
      complaint: plain(t.ticket, STAFF_IDS),
      messages: t.messages.map((m) => plain(m, STAFF_IDS)),
      sharedWith: [...(t.ticket.kind && t.ticket.listingId ? [provider(t.ticket.kind, t.ticket.listingId)] : []), to('mail')],
    })),
    consents: consents.map((c) => plain(c, ['userId'])),
    sessions: sessions.map((s) => plain(s)),
    emails: emails.map((m) => ({
      email: {
        to: m.to,
        subject: renderRow(m, 'https://raahi.invalid').subject,
        createdAt: m.createdAt.toISOString(),
        sentAt: m.sentAt?.toISOString() ?? null,
      },
      sharedWith: [to('mail')],
    })),
    requests: requests.map((r) => plain(r, ['userId'])),
    nominee: user.nomineeName
      ? {
          name: user.nomineeName,
          email: user.nomineeEmail ?? '',
          relation: user.nomineeRelation ?? '',
          namedAt: user.nomineeAt!.toISOString(),
        }
      : null,
  };
}
