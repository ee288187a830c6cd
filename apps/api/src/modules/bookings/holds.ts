// Ending an unpaid booking's hold: it is Cancelled, its capacity is free again (the inventory triggers follow
// the status), its coupon use is given back; the guest is told from its event. The expire-holds job does it within a
// minute of the hold running out; a booking, reschedule or payment of the same listing does it at once,
// under the listing's lock, before it counts what is taken (docs/decisions/0040-money-taken-once.md).
import { HOLD_EXPIRED_NOTE } from '@raahi/contract/rules/payments';
import type { BookingKind } from '@raahi/contract/rules/booking-actions';
import type { Tx } from '../../db/client.ts';
import { releaseRedemption } from '../coupons/index.ts';
import { recordChange } from './booking-changes.ts';
import { lockRunOutHoldsOf } from './holds.repo.ts';

/** Ends the hold of booking `id`, which ran out and is locked by the caller. */
export async function endHold(tx: Tx, kind: BookingKind, id: string) {
  await recordChange(tx, {
    kind,
    bookingId: id,
    from: 'Pending',
    to: 'Cancelled',
    by: null,
    note: HOLD_EXPIRED_NOTE,
    event: 'hold-expired',
  });
  await releaseRedemption(tx, kind, id);
}

/**
 * Ends every hold of the listing that ran out by `now` (but `except`'s, the booking being paid for). The
 * caller holds the listing's lock, so what it counts next is what is taken now.
 */
export async function freeRunOutHolds(tx: Tx, kind: BookingKind, listingId: string, except?: string, now = new Date()) {
  for (const { id } of await lockRunOutHoldsOf(tx, kind, listingId, now, except)) await endHold(tx, kind, id);
}
