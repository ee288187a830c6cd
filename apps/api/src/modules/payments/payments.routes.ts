// The payment calls of the contract (packages/contract/src/payments.ts).
import * as api from '@raahi/contract/payments';
import { route } from '../../http/route.ts';
import { issueAfterMoneyMoved } from '../invoices/invoices.service.ts';
import { createOrder, handleWebhook, verifyPayment } from './payments.service.ts';
import { previewRefund } from './refunds.service.ts';

export const paymentRoutes = [
  route(api.createPaymentOrder, async ({ db, app, actor, body }) => createOrder(db, app.gateway, actor, body.bookingId)),
  route(api.verifyPayment, async ({ db, app, actor, body }) => {
    const booking = await verifyPayment(db, app.gateway, actor, body);
    await issueAfterMoneyMoved(app, { kind: booking.kind, id: booking._id });
    return booking;
  }),
  route(api.paymentWebhook, async ({ db, app, request, headers, body }) => {
    const answer = await handleWebhook(db, app.gateway, request.rawBody, headers['x-razorpay-signature'], body);
    const orderId = (body.payload.payment as { entity?: { order_id?: unknown } } | undefined)?.entity?.order_id;
    if (body.event === 'payment.captured' && typeof orderId === 'string') await issueAfterMoneyMoved(app, { orderId });
    return answer;
  }),
  route(api.previewRefund, async ({ db, actor, subject }) => previewRefund(db, actor, subject)),
];
