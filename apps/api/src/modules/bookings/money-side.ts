// The money side of a cancellation and of a reschedule (the refund owed, the order or refund of a price
// difference), which the payments module provides when it registers. Bookings declares what it needs here
// and imports nothing of payments, so dependencies point one way: payments knows bookings, not the reverse.
import type { BookingActionBody, RescheduleOutcome } from '@raahi/contract/bookings';
import type { Actor } from '@raahi/contract/rules/access';
import type { BookingFacts } from '@raahi/contract/rules/booking-actions';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { BookingSubject } from '../../http/authorize.ts';
import type { StaffCancel } from './booking-changes.ts';
import type { StatusChange } from './booking-status.ts';

export type MoneySide = {
  /** Cancels with its refund owed, in one transaction; answers whether it cancelled (false: it was already). */
  cancel(
    db: Db,
    actor: Actor,
    booking: BookingFacts & { id: string },
    change: StatusChange,
    staff?: StaffCancel,
    idempotencyKey?: string,
  ): Promise<boolean>;
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
