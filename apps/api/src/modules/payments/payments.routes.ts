// The payment calls of the contract (packages/contract/src/payments.ts).
import * as api from '@raahi/contract/payments';
import { requestLanguage } from '../../http/language.ts';
import { route } from '../../http/route.ts';
import { conflict } from '../../lib/errors.ts';
import type { FastifyInstance } from 'fastify';
import type { Change } from '../../http/catalogue-changes.ts';
import { dispatchSoon } from '../bookings/index.ts';
import { createOrder, handleWebhook, verifyPayment, type Capture } from './payments.service.ts';
import { previewRefund } from './refunds.service.ts';

export const paymentRoutes = [
  route(api.createPaymentOrder, async ({ db, app, actor, body }) => createOrder(db, app.gateway, actor, body.bookingId)),
  route(api.verifyPayment, async ({ db, app, actor, body, changed }) => {
    const { booking, capture } = await verifyPayment(db, app.gateway, actor, body);
    await afterCapture(app, capture, changed);
    // recorded, and refunded in full: the payer is told why
    if (capture.refused) throw conflict(capture.refused, 'payment_refused');
    return booking;
  }),
  route(api.paymentWebhook, async ({ db, app, request, headers, body, changed }) => {
    const { answer, capture } = await handleWebhook(db, app.gateway, request.rawBody, headers['x-razorpay-signature'], body);
    await afterCapture(app, capture, changed);
    return answer;
  }),
  // the policies in words in the reader's language
  route(api.previewRefund, async ({ db, actor, subject, request }) => previewRefund(db, actor, subject, requestLanguage(request))),
];

/**
 * What follows from a payment (its documents, a refund of what it brought beyond what was due) runs from its
 * events. The call that came second (verify or webhook, or the payer's retry) asks for them again: the first
 * may have lost the database between its commit and its dispatch, and what has completed is not run again.
 * Only a capture that moved the booking's capacity changes what a hotel search shows: confirming a booking
 * that already held its rooms keeps every cached search.
 */
async function afterCapture(app: FastifyInstance, capture: Capture, changed: (c: Change[]) => void) {
  if (capture.outcome !== 'unknown' && capture.booking) await dispatchSoon(app, capture.booking);
  changed(capture.moved ? ['availability'] : []);
}
