// The payment calls of the contract (packages/contract/src/payments.ts).
import * as api from '@raahi/contract/payments';
import { route } from '../../http/route.ts';
import { createOrder, handleWebhook, verifyPayment } from './payments.service.ts';
import { previewRefund } from './refunds.service.ts';

export const paymentRoutes = [
  route(api.createPaymentOrder, async ({ db, app, actor, body }) => createOrder(db, app.gateway, actor, body.bookingId)),
  route(api.verifyPayment, async ({ db, app, actor, body }) => verifyPayment(db, app.gateway, actor, body)),
  route(api.paymentWebhook, async ({ db, app, request, headers, body }) =>
    handleWebhook(db, app.gateway, request.rawBody, headers['x-razorpay-signature'], body),
  ),
  route(api.previewRefund, async ({ db, actor, subject }) => previewRefund(db, actor, subject)),
];
