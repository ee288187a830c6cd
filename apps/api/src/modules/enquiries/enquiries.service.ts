// Enquiries: a visitor asks about a listing, its provider's side answers in the back-office. Who may open
// or answer one is the row's access rule (the provider of its listing); here: the inbox's kind, the
// contact details a signed-out visitor must give, and the throttle on signed-out questions.
import type { Language } from '@raahi/contract/i18n/languages';
import type { Enquiry, EnquiryInput, EnquiryListQuery, UnreadEnquiries } from '@raahi/contract/enquiries';
import type { Actor } from '@raahi/contract/rules/access';
import { providesKind } from '@raahi/contract/rules/booking-actions';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { addressKey } from '../../plugins/rate-limits.ts';
import type { Limit } from '../../config.ts';
import { admitAttempt, countPost, keyOf, type SessionUser } from '../auth/index.ts';
import { listingNames, liveListingName } from '../listings/index.ts';
import { queueMail } from '../mail/index.ts';
import {
  addAnswer,
  findEnquiry,
  insertEnquiry,
  markReadByProvider,
  messagesOf,
  pageOfInbox,
  pageOfMyEnquiries,
  setEnquiryStatus,
  unreadByKind,
  type EnquiryRow,
} from './enquiries.repo.ts';
import { timestamps } from '../../lib/timestamps.ts';

const MINUTE = 60_000;
/** Questions from visitors who are not signed in, per address and per email they give (spam, not people). */
export const SIGNED_OUT_ENQUIRY_LIMITS = {
  address: { max: 10, windowMs: 10 * MINUTE },
  email: { max: 5, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** The contact details of the one who asks: the account's, or those a signed-out visitor must give. */
function askerOf(user: SessionUser | null, body: EnquiryInput) {
  if (user) return { userId: user.id, name: fullName(user), email: user.email, phone: body.phone ?? '' };
  const fields: Record<string, string> = {};
  if (!body.name) fields.name = 'Tell us your name.';
  if (!body.email) fields.email = 'Tell us your email, so we can answer.';
  if (!body.phone) fields.phone = 'Tell us your phone number.';
  if (Object.keys(fields).length) throw badRequest('Sign in, or give your name, email and phone.', fields);
  return { userId: null, name: body.name!, email: body.email!.toLowerCase(), phone: body.phone! };
}

/** A visitor's question; `language`: the asking request's, which its answers are mailed in. */
export async function ask(
  app: FastifyInstance,
  user: SessionUser | null,
  body: EnquiryInput,
  ip: string,
  language: Language,
): Promise<Enquiry> {
  const asker = askerOf(user, body);
  const listingName = await liveListingName(app.db, { kind: body.kind, id: body.listingId });
  if (listingName === undefined) throw badRequest('That listing is not available.', { listingId: 'No such listing.' });
  await countPost(app, 'enquiry', user?.id ?? null, addressKey(ip));
  if (!user)
    await admitAttempt(
      app.attempts,
      [
        { key: keyOf('enquiry-address', addressKey(ip)), limit: SIGNED_OUT_ENQUIRY_LIMITS.address },
        { key: keyOf('enquiry-email', asker.email), limit: SIGNED_OUT_ENQUIRY_LIMITS.email },
      ],
      'Too many questions from here. Please wait a while, or sign in to ask.',
    );
  const row = await insertEnquiry(
    app.db,
    { kind: body.kind, listingId: body.listingId, ...asker, language },
    { fromSide: 'visitor', authorId: asker.userId, authorName: asker.name, text: body.message },
  );
  return (await toWire(app.db, [row]))[0]!;
}

export async function mine(db: Db, user: Actor, q: { page?: number; limit?: number }) {
  const { rows, total } = await pageOfMyEnquiries(db, user.id, q);
  return { items: await toWire(db, rows), total };
}

export async function inbox(db: Db, actor: Actor, q: EnquiryListQuery) {
  if (!providesKind(actor, q.kind)) throw forbidden(`Only ${q.kind} providers and admins see ${q.kind} enquiries.`);
  const { rows, total } = await pageOfInbox(db, actor, q);
  return { items: await toWire(db, rows), total };
}

export async function unreadCounts(db: Db, actor: Actor): Promise<UnreadEnquiries> {
  const counts: UnreadEnquiries = { hotel: 0, cab: 0, tour: 0 };
  for (const { kind, n } of await unreadByKind(db, actor)) counts[kind] = n;
  return counts;
}

const missing = () => notFound('Enquiry');

/** The thread, opened by the provider's side: no longer unread. */
export async function open(db: Db, id: string): Promise<Enquiry> {
  const row = await markReadByProvider(db, id);
  if (!row) throw missing();
  return (await toWire(db, [row]))[0]!;
}

/** The provider's answer; the visitor is told by email in the same transaction. */
export async function answer(db: Db, author: SessionUser, id: string, message: string): Promise<Enquiry> {
  const answeredBy = fullName(author);
  const row = await db.transaction(async (tx) => {
    const answered = await addAnswer(tx, id, { fromSide: 'provider', authorId: author.id, authorName: answeredBy, text: message });
    if (answered) {
      const listing = (await listingNames(tx, [{ kind: answered.kind, id: answered.listingId }]))({
        kind: answered.kind,
        id: answered.listingId,
      });
      await queueMail(
        tx,
        answered.email,
        `enquiry-answered:${answered.id}:${answered.lastActivityAt.getTime()}`,
        {
          template: 'enquiry-answered',
          data: {
            name: answered.name,
            listing,
            listingPath: `/${answered.kind}/${answered.listingId}`,
            answeredBy,
            answer: message,
            signedIn: answered.userId !== null,
          },
        },
        answered.language,
      );
    }
    return answered;
  });
  if (!row) {
    if (!(await findEnquiry(db, id))) throw missing();
    throw conflict('This enquiry is closed and cannot be answered.', 'enquiry_closed');
  }
  return (await toWire(db, [row]))[0]!;
}

export async function close(db: Db, id: string): Promise<Enquiry> {
  const row = await setEnquiryStatus(db, id, 'closed');
  if (!row) throw missing();
  return (await toWire(db, [row]))[0]!;
}

async function toWire(db: Db, rows: EnquiryRow[]): Promise<Enquiry[]> {
  const [messages, nameOf] = await Promise.all([
    messagesOf(
      db,
      rows.map((r) => r.id),
    ),
    listingNames(
      db,
      rows.map((r) => ({ kind: r.kind, id: r.listingId })),
    ),
  ]);
  return rows.map((r) => ({
    _id: r.id,
    kind: r.kind,
    listing: { _id: r.listingId, name: nameOf({ kind: r.kind, id: r.listingId }) },
    name: r.name,
    email: r.email,
    phone: r.phone,
    status: r.status,
    unread: r.unreadByProvider,
    messages: (messages.get(r.id) ?? []).map((m) => ({
      from: m.fromSide,
      authorName: m.authorName,
      text: m.text,
      createdAt: m.createdAt.toISOString(),
    })),
    ...timestamps(r),
  }));
}
