// The guest's and the provider's messages of a booking's events, written to the outbox by a handler of the
// events (bookings/booking-events.jobs.ts: once per event, retried), not in the change's transaction. Each
// message's key names the event, so a second run of the same event writes nothing.
import type { BookingEventHandler, BookingEventRow } from '../bookings/index.ts';
import { tellBookingEvent, type BookingEvent } from './booking-mail.ts';
import type { ExcessReason } from '@raahi/contract/rules/payments';

type Said = {
  from?: string | null;
  to?: string;
  note?: string;
  keptPaise?: number;
  cancelledBy?: string;
  reason?: string | null;
  paymentId?: string;
  why?: ExcessReason;
};

/** What the event tells, and the name that sets it apart from the booking's other events; null: nothing. */
export function letterOf(event: Pick<BookingEventRow, 'id' | 'kind' | 'change' | 'snapshot'>): { e: BookingEvent; name: string } | null {
  const c = event.change as Said;
  const refundPaise = Number((event.snapshot as { refundPaise?: number }).refundPaise ?? 0);
  switch (event.kind) {
    case 'held':
      return { e: { event: 'held' }, name: 'held' };
    case 'paid':
    case 'status-set':
      // a booking is confirmed once (Confirmed is followed only by Cancelled)
      if (c.to !== 'Confirmed' || c.from === 'Confirmed') return null;
      return { e: { event: 'confirmed', ...(c.keptPaise && { paidPaise: c.keptPaise }) }, name: 'confirmed' };
    case 'cancelled':
      return {
        e: { event: 'cancelled', refundPaise, ...(c.cancelledBy && { by: c.cancelledBy, reason: c.reason ?? null }) },
        name: 'cancelled',
      };
    case 'hold-expired':
      return { e: { event: 'hold-expired' }, name: 'hold-expired' };
    case 'rescheduled':
      return { e: { event: 'rescheduled', change: c.note ?? '' }, name: `rescheduled:${event.id}` };
    case 'payment-refused':
    case 'refund-started':
      // only money a payment brought beyond what was due is told of on its own (a cancellation's refund is in its message)
      if (!c.paymentId || !c.why || refundPaise <= 0) return null;
      return {
        e: { event: 'payment-refunded', paymentId: c.paymentId, refundPaise, why: c.why },
        name: `payment-refunded:${c.paymentId}`,
      };
    default:
      return null;
  }
}

export const mailHandler: BookingEventHandler = {
  name: 'mail.booking',
  handles: ['held', 'paid', 'status-set', 'cancelled', 'hold-expired', 'rescheduled', 'payment-refused', 'refund-started'],
  async run(app, event) {
    const letter = letterOf(event);
    if (letter) await tellBookingEvent(app.db, event.bookingKind, event.bookingId, letter.e, letter.name);
  },
};
