// Idempotency-Key on create calls: the same user and key always answer the first booking.
import type { Db, Tx } from '../../db/client.ts';
import type { BookingKind } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { findBookingIdByKey } from './bookings.repo.ts';

/** A new booking carries its row (so the answer needs no second read); a replay only its id. */
export type Created<R = unknown> = { id: string; replay: boolean; row?: R };
/** Looks the key up again; the creator calls it after taking the listing's lock. */
export type PriorLookup = (db: Db) => Promise<Created<never> | undefined>;

/**
 * Runs `make` in one transaction. A repeated key is found up front, or, when two requests with one
 * key race, after the listing lock (the first has committed by then) or, failing both, by the
 * unique index on (user, key).
 */
export async function createOnce<R>(
  db: Db,
  kind: BookingKind,
  userId: string,
  key: string | undefined,
  make: (tx: Tx, prior: PriorLookup) => Promise<Created<R>>,
): Promise<Created<R>> {
  const prior: PriorLookup = async (from) => {
    const id = key ? await findBookingIdByKey(from, kind, userId, key) : undefined;
    return id ? { id, replay: true } : undefined;
  };
  const early = await prior(db);
  if (early) return early;
  try {
    return await db.transaction((tx) => make(tx, prior));
  } catch (e) {
    const late = isUniqueViolation(e) ? await prior(db) : undefined;
    if (late) return late;
    throw e;
  }
}
