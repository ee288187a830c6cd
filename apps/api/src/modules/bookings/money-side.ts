// The money side of a cancellation and of a reschedule (the refund owed and its rows, the order or refund of a
// price difference), which the payments module provides when it registers. The cancellation itself is
// bookings' (booking-cancel.ts); it asks this side, in its transaction, what is owed and to settle it. Bookings declares what it needs here
// and imports nothing of payments, so dependencies point one way: payments knows bookings, not the reverse.
import type { BookingActionBody, RescheduleOutcome } from '@raahi/contract/bookings';
import type { Actor } from '@raahi/contract/rules/access';
import type { BookingFacts, BookingKind } from '@raahi/contract/rules/booking-actions';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import type { BookingSubject } from '../../http/authorize.ts';

export type MoneySide = {
  /** What a cancellation now owes back (paise) and keeps as its fee, under the booking's policy (as the preview says). */
  owedOnCancel(tx: Tx, actor: Actor, booking: BookingFacts & { id: string }): Promise<{ refund: number; fee: number }>;
  /** In the cancellation's transaction: ends the hold, gives back an unpaid booking's coupon use, writes the refund owed. */
  settleCancel(tx: Tx, actor: Actor, booking: { kind: BookingKind; id: string }, refundPaise: number): Promise<void>;
  /** Moves the booking to new dates with the difference in price paid or refunded. */
  reschedule(db: Db, actor: Actor, booking: BookingSubject, body: NonNullable<BookingActionBody>): Promise<RescheduleOutcome>;
};

const sides = new WeakMap<FastifyInstance, MoneySide>();

/** Called by the payments module's plugin. */
export const provideMoneySide = (app: FastifyInstance, side: MoneySide) => void sides.set(app, side);

export function moneySideOf(app: FastifyInstance): MoneySide {
  const side = sides.get(app);
  if (!side) throw new Error('No money side: the payments module is not registered.');
  return side;
}
