// Paying for a booking through the gateway (Razorpay's Orders contract, or the built-in test gateway),
// and the refund a cancellation would give. docs/decisions/0016-payment-gateway.md
import * as z from 'zod/mini';
import { anyBooking, bookingIdParams } from './bookings.ts';
import { anyone, bookingViewers, rowsFor } from './collection.ts';
import { id, shortText } from './fields.ts';

export const paymentOrderInput = z.object({ bookingId: id });

/** A gateway order for what is due now. `amount` is in paise, as the gateway's checkout takes it. */
export const paymentOrder = z.object({
  orderId: z.string(),
  amount: z.number(),
  currency: z.literal('INR'),
  keyId: z.string(),
  /** the hosted checkout page (the test gateway's, marked TEST MODE, when no Razorpay keys are set) */
  checkoutUrl: z.string(),
  bookingId: id,
  testMode: z.boolean(),
});
export type PaymentOrder = z.infer<typeof paymentOrder>;

const gatewayField = shortText(200).check(z.minLength(1, 'This field is required.'));
/** What the checkout hands back after a payment. */
export const paymentVerifyInput = z.object({
  razorpay_order_id: gatewayField,
  razorpay_payment_id: gatewayField,
  razorpay_signature: gatewayField,
});
export type PaymentVerifyInput = z.infer<typeof paymentVerifyInput>;

export const webhookBody = z.looseObject({ event: shortText(100), payload: z.looseObject({}) });
export const webhookHeaders = z.looseObject({ 'x-razorpay-signature': z.optional(z.string().check(z.maxLength(200))) });

/** What cancelling now would refund and keep (rupees), under the policy the booking was sold under. */
export const refundPreview = z.object({
  bookingId: id,
  cancellable: z.boolean(),
  refund: z.number(),
  fee: z.number(),
  paid: z.number(),
  policy: z.string(),
  /** 'You will get ₹4,120 back; ₹1,030 is the cancellation fee.' */
  message: z.string(),
  /**
   * a hotel booking of several rooms: each room's share of what was paid (its nights with their GST), what it
   * gives back and keeps under its own plan's policy (decision 0077), rupees; `refund` and `fee` are their sums
   */
  rooms: z.optional(
    z.array(
      z.object({
        /** its place in the booking's rooms, from 0 */
        room: z.number(),
        roomTypeName: z.string(),
        /** its policy in words */
        policy: z.string(),
        paid: z.number(),
        refund: z.number(),
        fee: z.number(),
      }),
    ),
  ),
});
export type RefundPreview = z.infer<typeof refundPreview>;

/** paying: any account for its own booking, and a guest's session limited to that booking */
const payers = rowsFor({ who: 'signed-in', oneBooking: true });

export const createPaymentOrder = payers.post(
  '/api/payments/order',
  "A gateway order for what is due now on the caller's Pending booking (paise)",
  { body: paymentOrderInput, response: paymentOrder },
);

export const verifyPayment = payers.post(
  '/api/payments/verify',
  "Checks the checkout's signed fields and records the payment (once); answers the booking",
  { body: paymentVerifyInput, response: anyBooking },
);

export const paymentWebhook = anyone.post(
  '/api/payments/webhook',
  "The gateway's signed events: payment.captured, payment.failed, refund.processed",
  { headers: webhookHeaders, body: webhookBody, response: z.object({ status: z.literal('ok') }) },
);

export const previewRefund = bookingViewers.get(
  '/api/bookings/:bookingId/refund',
  'What cancelling the booking now would refund, and the fee',
  { params: bookingIdParams, response: refundPreview },
);
