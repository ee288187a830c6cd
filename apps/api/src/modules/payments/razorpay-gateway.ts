// Razorpay itself, through its official Node SDK, when RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and
// RAZORPAY_WEBHOOK_SECRET are set. Signatures are checked with the same HMAC as the test gateway's. The
// refund is posted by hand: the SDK sends no header of a request's own, and the refund needs
// X-Refund-Idempotency (a retry after a crash between Razorpay's answer and our record of it must not refund
// twice; Razorpay does not refuse a repeated receipt).
import Razorpay from 'razorpay';
import { hmacHex, paymentSignature, signatureMatches, type GatewayPayment, type GatewayRefund, type PaymentGateway } from './gateway.ts';

const RAZORPAY_API = 'https://api.razorpay.com/v1';

export function createRazorpayGateway(keys: { keyId: string; keySecret: string; webhookSecret: string }): PaymentGateway {
  const rzp = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  const authorization = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
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
      const res = await fetch(`${RAZORPAY_API}/payments/${encodeURIComponent(paymentId)}/refund`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', 'x-refund-idempotency': r.idempotencyKey },
        body: JSON.stringify({ amount: r.amount, receipt: r.receipt, notes: r.notes }),
        signal: AbortSignal.timeout(30_000),
      });
      const body = (await res.json().catch(() => ({}))) as {
        id?: string;
        amount?: number;
        status?: string;
        error?: { description?: string };
      };
      // 409: the same key is still being processed there; the retry asks again
      if (!res.ok || !body.id)
        throw new Error(`Razorpay refused the refund (${res.status}): ${body.error?.description ?? 'no description'}`);
      return { id: body.id, payment_id: paymentId, amount: Number(body.amount), status: body.status as GatewayRefund['status'] };
    },
    // Razorpay's hosted checkout is reached through our page that posts the order to it (payments.routes.ts)
    checkoutUrl: (order) => `/pay/razorpay/${encodeURIComponent(order.id)}`,
    paymentSignatureValid: (orderId, paymentId, signature) =>
      signatureMatches(paymentSignature(keys.keySecret, orderId, paymentId), signature),
    webhookSignatureValid: (rawBody, signature) => signatureMatches(hmacHex(keys.webhookSecret, rawBody), signature),
  };
}
