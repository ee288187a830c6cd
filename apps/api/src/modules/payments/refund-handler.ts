// The gateway's side of a refund owed (a cancellation's, a payment's excess, a refused payment): the refund
// rows were written with the event; this hands them to the gateway, and throws (so the job is retried) while
// any is still unsent. The row's id is the receipt, so a second run never refunds twice.
import type { BookingEventHandler } from '../bookings/index.ts';
import { sendPendingRefunds } from './payments.service.ts';

export const refundHandler: BookingEventHandler = {
  name: 'payments.refund',
  handles: ['refund-started', 'payment-refused'],
  async run(app, event) {
    const failed = await sendPendingRefunds(app.db, app.gateway, { kind: event.bookingKind, id: event.bookingId });
    if (failed > 0) throw new Error(`The gateway did not take ${failed} refund(s) of booking ${event.bookingId} yet.`);
  },
};
