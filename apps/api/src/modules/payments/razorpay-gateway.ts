// Razorpay itself, through its official Node SDK, when RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and
// RAZORPAY_WEBHOOK_SECRET are set. Signatures are checked with the same HMAC as the test gateway's.
import Razorpay from 'razorpay';
import { hmacHex, paymentSignature, signatureMatches, type GatewayPayment, type GatewayRefund, type PaymentGateway } from './gateway.ts';

export function createRazorpayGateway(keys: { keyId: string; keySecret: string; webhookSecret: string }): PaymentGateway {
  const rzp = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  return {
    testMode: false,
    keyId: keys.keyId,
    async createOrder(o) {
      const order = await rzp.orders.create({ amount: o.amount, currency: 'INR', receipt: o.receipt, notes: o.notes });
      return { id: order.id, amount: Number(order.amount), currency: 'INR', receipt: order.receipt ?? o.receipt, status: order.status };
    },
    async fetchPayment(paymentId) {
      // the card entity comes only when asked for: the card a payment used is part of what it is
      const p = await rzp.payments.fetch(paymentId, { 'expand[]': 'card' });
      return {
        id: p.id,
        order_id: p.order_id ?? '',
        amount: Number(p.amount),
        status: p.status as GatewayPayment['status'],
        method: String(p.method ?? ''),
        vpa: p.vpa ?? null,
        card_id: p.card_id ?? null,
        card: p.card
          ? { id: p.card.id, last4: String(p.card.last4), network: String(p.card.network), issuer: p.card.issuer ?? null }
          : null,
        error_description: p.error_description ?? null,
      };
    },
    async refund(paymentId, r) {
      const refund = await rzp.payments.refund(paymentId, { amount: r.amount, receipt: r.receipt, notes: r.notes });
      return { id: refund.id, payment_id: paymentId, amount: Number(refund.amount), status: refund.status as GatewayRefund['status'] };
    },
    // Razorpay's hosted checkout is reached through our page that posts the order to it (payments.routes.ts)
    checkoutUrl: (order) => `/pay/razorpay/${encodeURIComponent(order.id)}`,
    paymentSignatureValid: (orderId, paymentId, signature) =>
      signatureMatches(paymentSignature(keys.keySecret, orderId, paymentId), signature),
    webhookSignatureValid: (rawBody, signature) => signatureMatches(hmacHex(keys.webhookSecret, rawBody), signature),
  };
}
