// The retention job's reads and deletions (retention.ts says which timers).
import { and, eq, inArray, isNotNull, isNull, lt, ne, notExists, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cabBookings, enquiries, hotelBookings, mailOutbox, payments, retentionRuns, tourBookings, users } from '../../db/schema.ts';

/** the addresses of accounts under a legal hold */
const heldAddresses = (db: Db) => db.select({ email: users.email }).from(users).where(isNotNull(users.legalHold));

/** Plain accounts never proven, registered before `before`, that booked and paid nothing and are not held. */
export function unprovenAccounts(db: Db, before: Date) {
  const none = (t: typeof hotelBookings | typeof cabBookings | typeof tourBookings | typeof payments) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(t)
        .where(eq(t.userId, users.id)),
    );
  return db
    .select({ id: users.id, email: users.email, pendingEmail: users.pendingEmail })
    .from(users)
    .where(
      and(
        eq(users.role, 'user'),
        isNull(users.emailVerifiedAt),
        isNull(users.erasedAt),
        isNull(users.legalHold),
        lt(users.createdAt, before),
        none(hotelBookings),
        none(cabBookings),
        none(tourBookings),
        none(payments),
      ),
    );
}

export const deleteAccount = (db: Db, id: string) => db.delete(users).where(eq(users.id, id));

/** Messages written before `before` whose words are still there, not to an address under a legal hold. */
export const mailBodiesOlderThan = (db: Db, before: Date, limit = 1000) =>
  db
    .select({ id: mailOutbox.id, template: mailOutbox.template, data: mailOutbox.data })
    .from(mailOutbox)
    .where(and(lt(mailOutbox.createdAt, before), ne(mailOutbox.template, 'removed'), notInArray(mailOutbox.to, heldAddresses(db))))
    .limit(limit);

/** Enquiry threads quiet since before `before`, of no account under a legal hold; answers how many went. */
export async function deleteQuietThreads(db: Db, before: Date): Promise<{ deleted: number; kept: number }> {
  const quiet = lt(enquiries.lastActivityAt, before);
  const onHold = or(
    inArray(enquiries.userId, db.select({ id: users.id }).from(users).where(isNotNull(users.legalHold))),
    inArray(enquiries.email, heldAddresses(db)),
  );
  const kept = await db.$count(enquiries, and(quiet, onHold));
  const gone = await db
    .delete(enquiries)
    .where(and(quiet, sql`not coalesce(${onHold}, false)`))
    .returning({ id: enquiries.id });
  return { deleted: gone.length, kept };
}

export const countHeldUnproven = (db: Db, before: Date) =>
  db.$count(users, and(eq(users.role, 'user'), isNull(users.emailVerifiedAt), isNotNull(users.legalHold), lt(users.createdAt, before)));

export async function recordRun(db: Db, at: Date, report: Record<string, number>) {
  await db.insert(retentionRuns).values({ ranAt: at, report });
}
