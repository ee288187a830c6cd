// The payment gateway as the API sees it: Razorpay's Orders contract (amounts in paise, orders, payments,
// refunds, HMAC-SHA256 signatures on the checkout's answer and on webhooks). Two adapters follow it: the
// official SDK with RAZORPAY_* keys (razorpay-gateway.ts), and the built-in test gateway (test-gateway.ts).
// docs/decisions/0016-payment-gateway.md
import { createHmac, timingSafeEqual } from 'node:crypto';

export type GatewayOrder = { id: string; amount: number; currency: 'INR'; receipt: string; status: string };
/** Razorpay's card entity, as a payment carries it (`expand[]=card`, and in webhooks). */
export type GatewayCard = { id: string; last4: string; network: string; type?: string; issuer?: string | null };
export type GatewayPayment = {
  id: string;
  order_id: string;
  amount: number;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  method: string;
  /** the payer's UPI ID (method 'upi') */
  vpa?: string | null;
  card_id?: string | null;
  card?: GatewayCard | null;
  error_description?: string | null;
};

/**
 * The UPI ID or card a payment was made with, as one key: 'upi:name@bank', or 'card:network:issuer:last4'
 * (what Razorpay reports of a card; it keeps the number itself). '' for net banking, wallets, or when the
 * gateway did not say.
 */
export function payerOf(p: Pick<GatewayPayment, 'method' | 'vpa' | 'card'>): string {
  if (p.method === 'upi' && p.vpa) return `upi:${p.vpa.trim().toLowerCase()}`;
  if (p.method === 'card' && p.card?.last4) return `card:${p.card.network}:${p.card.issuer ?? ''}:${p.card.last4}`.toLowerCase();
  return '';
}
export type GatewayRefund = { id: string; payment_id: string; amount: number; status: 'pending' | 'processed' | 'failed' };

export type OrderRequest = {
  /** paise */
  amount: number;
  /** our reference (the payment row's id) */
  receipt: string;
  notes: Record<string, string>;
  /** where the checkout sends the payer back (a path of the web app) */
  callbackPath: string;
};

export type RefundRequest = {
  /** paise */
  amount: number;
  /** our reference (the refund row's id) */
  receipt: string;
  notes: Record<string, string>;
  /** 10 or more of letters, digits, - and _ (Razorpay's rule): one per refund we owe */
  idempotencyKey: string;
};

export interface PaymentGateway {
  readonly testMode: boolean;
  readonly keyId: string;
  createOrder(o: OrderRequest): Promise<GatewayOrder>;
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /**
   * Refunds part or all of a captured payment. `idempotencyKey` is Razorpay's X-Refund-Idempotency: the same
   * key with the same request answers the refund made the first time (a retry after a lost answer or a
   * crash refunds nothing more); the same key with another request is refused. A repeated `receipt` alone
   * makes another refund.
   */
  refund(paymentId: string, r: RefundRequest): Promise<GatewayRefund>;
  /** the page where the payer pays this order */
  checkoutUrl(order: GatewayOrder): string;
  /** the checkout's `razorpay_signature`: HMAC-SHA256 of `order_id|payment_id` with the key secret */
  paymentSignatureValid(orderId: string, paymentId: string, signature: string): boolean;
  /** X-Razorpay-Signature: HMAC-SHA256 of the raw body with the webhook secret */
  webhookSignatureValid(rawBody: string, signature: string): boolean;
}

export const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** Compares a signature in constant time; anything malformed is simply not equal. */
export function signatureMatches(expectedHex: string, givenHex: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(givenHex)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(givenHex.toLowerCase(), 'hex'));
}

export const paymentSignature = (keySecret: string, orderId: string, paymentId: string) => hmacHex(keySecret, `${orderId}|${paymentId}`);
