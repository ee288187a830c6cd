// Complaints: anyone raises one and gets a ticket with two deadlines; the provider's side and the admins
// answer, an admin resolves it with a written outcome. Who may open, answer or resolve one is the row's
// access rule; here: the contact details a signed-out person must give, the booking or listing it names,
// the throttle on signed-out complaints, and the emails the person receives.
import type { Language } from '@raahi/contract/i18n/languages';
import type { Grievance, GrievanceInput, GrievanceListQuery } from '@raahi/contract/grievances';
import type { Actor } from '@raahi/contract/rules/access';
import { grievanceDeadlines, isOverdue, ticketNumber } from '@raahi/contract/rules/grievances';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { addressKey } from '../../plugins/rate-limits.ts';
import type { Limit } from '../../config.ts';
import { admitAttempt, keyOf, type SessionUser } from '../auth/index.ts';
import { listingNames, liveListingName, type ListingRef } from '../listings/index.ts';
import { queueMail } from '../mail/index.ts';
import { timestamps } from '../../lib/timestamps.ts';
import {
  addMessage,
  bookingListing,
  findGrievance,
  insertGrievance,
  messagesOf,
  pageOfMyGrievances,
  pageOfQueue,
  resolve,
  type GrievanceRow,
} from './grievances.repo.ts';

const MINUTE = 60_000;
/** Complaints from people who are not signed in, per address and per email they give (spam, not people). */
export const SIGNED_OUT_GRIEVANCE_LIMITS = {
  address: { max: 10, windowMs: 10 * MINUTE },
  email: { max: 5, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** The contact details of the one who complains: the account's, or those a signed-out person must give. */
function raiserOf(user: SessionUser | null, body: GrievanceInput) {
  if (user) return { userId: user.id, name: fullName(user), email: user.email, phone: body.phone ?? '' };
  const fields: Record<string, string> = {};
  if (!body.name) fields.name = 'Tell us your name.';
  if (!body.email) fields.email = 'Tell us your email, so we can answer.';
  if (!body.phone) fields.phone = 'Tell us your phone number.';
  if (Object.keys(fields).length) throw badRequest('Sign in, or give your name, email and phone.', fields);
  return { userId: null, name: body.name!, email: body.email!.toLowerCase(), phone: body.phone! };
}

/** The listing the complaint is about: through one of the person's own bookings, or named directly. */
async function aboutOf(
  db: Db,
  user: SessionUser | null,
  body: GrievanceInput,
): Promise<{ bookingId: string | null; listing: ListingRef | null }> {
  if (body.bookingId) {
    const booking = user && (await bookingListing(db, body.bookingId));
    if (!booking || booking.userId !== user!.id)
      throw badRequest('Choose one of your own bookings.', {
        bookingId: user ? 'No such booking of yours.' : 'Sign in to name a booking.',
      });
    return { bookingId: body.bookingId, listing: { kind: booking.kind, id: booking.listingId } };
  }
  if (body.listingId || body.kind) {
    if (!body.listingId || !body.kind)
      throw badRequest('Name the listing with its kind and id.', { listingId: 'Give both kind and listingId.' });
    const ref = { kind: body.kind, id: body.listingId };
    if ((await liveListingName(db, ref)) === undefined)
      throw badRequest('That listing is not available.', { listingId: 'No such listing.' });
    return { bookingId: null, listing: ref };
  }
  return { bookingId: null, listing: null };
}

/** A complaint; `language`: the raising request's, which its acknowledgement, answers and outcome are mailed in. */
export async function raise(
  app: FastifyInstance,
  user: SessionUser | null,
  body: GrievanceInput,
  ip: string,
  language: Language,
): Promise<Grievance> {
  const raiser = raiserOf(user, body);
  const about = await aboutOf(app.db, user, body);
  if (!user)
    await admitAttempt(
      app.attempts,
      [
        { key: keyOf('grievance-address', addressKey(ip)), limit: SIGNED_OUT_GRIEVANCE_LIMITS.address },
        { key: keyOf('grievance-email', raiser.email), limit: SIGNED_OUT_GRIEVANCE_LIMITS.email },
      ],
      'Too many complaints from here. Please wait a while, or sign in to raise one.',
    );
  const raisedAt = new Date();
  const row = await app.db.transaction(async (tx) => {
    const inserted = await insertGrievance(
      tx,
      {
        topic: body.topic,
        kind: about.listing?.kind ?? null,
        listingId: about.listing?.id ?? null,
        bookingId: about.bookingId,
        ...raiser,
        language,
        ...grievanceDeadlines(raisedAt),
        lastActivityAt: raisedAt,
        createdAt: raisedAt,
        updatedAt: raisedAt,
      },
      { fromSide: 'person', authorId: raiser.userId, authorName: raiser.name, text: body.message },
    );
    const { acknowledgeBy, resolveBy } = grievanceDeadlines(raisedAt);
    await queueMail(
      tx,
      inserted.email,
      `grievance-received:${inserted.id}`,
      {
        template: 'grievance-received',
        data: {
          name: inserted.name,
          ticket: ticketNumber(inserted.number, raisedAt),
          complaint: body.message,
          acknowledgeBy: acknowledgeBy.toISOString(),
          resolveBy: resolveBy.toISOString(),
          signedIn: inserted.userId !== null,
        },
      },
      inserted.language,
    );
    return inserted;
  });
  return (await toWire(app.db, [row]))[0]!;
}

export async function mine(db: Db, user: Actor, q: { page?: number; limit?: number }) {
  const { rows, total } = await pageOfMyGrievances(db, user.id, q);
  return { items: await toWire(db, rows), total };
}

export async function queue(db: Db, actor: Actor, q: GrievanceListQuery) {
  const { rows, total } = await pageOfQueue(db, actor, q);
  return { items: await toWire(db, rows), total };
}

const missing = () => notFound('Complaint');
const resolvedAlready = () => conflict('This complaint is resolved.', 'grievance_resolved');

export async function one(db: Db, id: string): Promise<Grievance> {
  const row = await findGrievance(db, id);
  if (!row) throw missing();
  return (await toWire(db, [row]))[0]!;
}

/** The person adds to their own ticket. */
export async function addToMine(db: Db, user: SessionUser, id: string, message: string): Promise<Grievance> {
  const row = await addMessage(db, id, { fromSide: 'person', authorId: user.id, authorName: fullName(user), text: message });
  if (!row) throw (await findGrievance(db, id)) ? resolvedAlready() : missing();
  return (await toWire(db, [row]))[0]!;
}

/** The provider's side or staff answer; the person is told by email in the same transaction. */
export async function answer(db: Db, author: SessionUser, id: string, message: string): Promise<Grievance> {
  const answeredBy = fullName(author);
  const row = await db.transaction(async (tx) => {
    const answered = await addMessage(tx, id, { fromSide: 'staff', authorId: author.id, authorName: answeredBy, text: message });
    if (answered)
      await queueMail(
        tx,
        answered.email,
        `grievance-answered:${answered.id}:${answered.lastActivityAt.getTime()}`,
        {
          template: 'grievance-answered',
          data: {
            name: answered.name,
            ticket: ticketNumber(answered.number, answered.createdAt),
            answeredBy,
            answer: message,
            signedIn: answered.userId !== null,
          },
        },
        answered.language,
      );
    return answered;
  });
  if (!row) throw (await findGrievance(db, id)) ? resolvedAlready() : missing();
  return (await toWire(db, [row]))[0]!;
}

/** An admin resolves the ticket; the person receives the written outcome by email. */
export async function settle(db: Db, admin: SessionUser, id: string, outcome: string): Promise<Grievance> {
  const row = await db.transaction(async (tx) => {
    const resolved = await resolve(tx, id, { id: admin.id, name: fullName(admin) }, outcome);
    if (resolved)
      await queueMail(
        tx,
        resolved.email,
        `grievance-resolved:${resolved.id}`,
        {
          template: 'grievance-resolved',
          data: {
            name: resolved.name,
            ticket: ticketNumber(resolved.number, resolved.createdAt),
            outcome,
            signedIn: resolved.userId !== null,
          },
        },
        resolved.language,
      );
    return resolved;
  });
  if (!row) throw (await findGrievance(db, id)) ? resolvedAlready() : missing();
  return (await toWire(db, [row]))[0]!;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

async function toWire(db: Db, rows: GrievanceRow[]): Promise<Grievance[]> {
  const refs = rows.flatMap((r) => (r.kind && r.listingId ? [{ kind: r.kind, id: r.listingId }] : []));
  const [messages, nameOf] = await Promise.all([
    messagesOf(
      db,
      rows.map((r) => r.id),
    ),
    listingNames(db, refs),
  ]);
  const now = new Date();
  return rows.map((r) => ({
    _id: r.id,
    ticketNumber: ticketNumber(r.number, r.createdAt),
    topic: r.topic,
    listing: r.kind && r.listingId ? { _id: r.listingId, kind: r.kind, name: nameOf({ kind: r.kind, id: r.listingId }) } : null,
    bookingId: r.bookingId,
    name: r.name,
    email: r.email,
    phone: r.phone,
    status: r.status,
    acknowledgeBy: r.acknowledgeBy.toISOString(),
    resolveBy: r.resolveBy.toISOString(),
    acknowledgedAt: iso(r.acknowledgedAt),
    resolvedAt: iso(r.resolvedAt),
    outcome: r.outcome,
    handledBy: r.handlerName,
    overdue: isOverdue(r, now),
    messages: (messages.get(r.id) ?? []).map((m) => ({
      from: m.fromSide,
      authorName: m.authorName,
      text: m.text,
      createdAt: m.createdAt.toISOString(),
    })),
    ...timestamps(r),
  }));
}
