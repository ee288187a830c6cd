// Idempotency-Key on create calls: the same user and key always answer the first booking.
import type { Db, Tx } from '../../db/client.ts';
import type { BookingKind } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { findBookingIdByKey, lockAccountHolds, lockHoldsAndFindKey } from './bookings.repo.ts';

/**
 * A new booking carries its row (so the answer needs no second read) and its `held` event's id (so its
 * handlers are queued without reading the event back); a replay only its id.
 */
export type Created<R = unknown> = { id: string; replay: boolean; row?: R; event?: string };
/**
 * Looks the key up; the creator calls it after taking the listing's lock. It also takes the account's
 * holds lock (bookings.repo.ts lockAccountHolds), in the same round trip.
 */
export type PriorLookup = (tx: Tx) => Promise<Created<never> | undefined>;

/**
 * Runs `make` in one transaction. A repeated key is found after the listing lock (a request with the
 * same key that came first has committed by then) or, when that fails, by the unique index on (user, key).
 * It is not looked up before the transaction: replays are rare, and every create would pay a round trip.
 */
export async function createOnce<R>(
  db: Db,
  kind: BookingKind,
  userId: string,
  key: string | undefined,
  make: (tx: Tx, prior: PriorLookup) => Promise<Created<R>>,
): Promise<Created<R>> {
  const prior: PriorLookup = async (tx) => {
    if (!key) return void (await lockAccountHolds(tx, userId));
    const id = await lockHoldsAndFindKey(tx, kind, userId, key);
    return id ? { id, replay: true } : undefined;
  };
  try {
    return await db.transaction((tx) => make(tx, prior));
  } catch (e) {
    const late = key && isUniqueViolation(e) ? await findBookingIdByKey(db, kind, userId, key) : undefined;
    if (late) return { id: late, replay: true };
    throw e;
  }
}
