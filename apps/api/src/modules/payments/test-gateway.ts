// The built-in test gateway: Razorpay's Orders contract served by this process, for the demo and every
// test (no keys, no network). Orders, payments and refunds are kept in the database; the hosted checkout
// page (checkout-page.ts) lets the payer pick an outcome by Razorpay's own test conventions; the payer is
// sent back with the signed fields and signed webhooks follow, retried until acknowledged.
import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import {
  hmacHex,
  paymentSignature,
  signatureMatches,
  type GatewayCard,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
} from './gateway.ts';
import {
  claimDueWebhooks,
  findEntity,
  findRefundByIdempotencyKey,
  insertEntity,
  lockOrder,
  markWebhook,
  queueWebhook,
  saveEntity,
} from './test-gateway.repo.ts';

export const TEST_KEY_ID = 'rzp_test_raahi';
/** How soon after a payment its webhook goes out (the redirect usually arrives first). */
export const WEBHOOK_DELAY_MS = 1500;
/** how long a delivery run holds the webhooks it claimed (another process skips them meanwhile) */
const LEASE_SECONDS = 60;

export type TestOrder = GatewayOrder & {
  entity: 'order';
  amount_paid: number;
  notes: Record<string, string>;
  callback_path: string;
  created_at: number;
};
/** A payment entity as Razorpay's: `vpa` for UPI, `card_id` and the card entity for cards, `bank` for net banking. */
export type TestPayment = GatewayPayment & {
  entity: 'payment';
  currency: 'INR';
  bank?: string;
  created_at: number;
};

/** What the payer chose on the checkout page; `outcome` is already decided by the test conventions. */
export type Attempt = {
  method: 'upi' | 'card' | 'netbanking';
  outcome: 'captured' | 'failed';
  error?: string;
  detail: { vpa: string } | { card: Omit<GatewayCard, 'id'> } | { bank: string };
};

/** The payment's method fields: a card gets its card entity (a new one each payment, as Razorpay's). */
function detailOf(attempt: Attempt): Partial<TestPayment> {
  const d = attempt.detail;
  if (!('card' in d)) return d;
  const id = newId('card');
  return { card_id: id, card: { id, ...d.card } };
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;
const unix = () => Math.floor(Date.now() / 1000);

type TestRefund = GatewayRefund & { entity: 'refund'; receipt: string; notes: Record<string, string>; created_at: number };

export type TestGateway = PaymentGateway & {
  keySecret: string;
  webhookSecret: string;
  findOrder(orderId: string): Promise<TestOrder | undefined>;
  /** records the payer's attempt; answers where to send them back to, or why the order cannot be paid */
  pay(orderId: string, attempt: Attempt): Promise<{ redirect: string } | { refused: string }>;
  /** delivers the webhooks due at `now` through `send` (answers the HTTP status); answers how many were acknowledged */
  deliverDue(send: (body: string, signature: string) => Promise<number>, now?: Date): Promise<number>;
};

/**
 * The test gateway's secrets come from the server's secret, so every process of one deployment agrees.
 * `deliverAt` is told when a webhook falls due (a new one, or one to be tried again), so that a delivery runs
 * then, as Razorpay's own would, rather than at the next scheduled sweep a minute or more later.
 */
export function createTestGateway(db: Db, serverSecret: string, deliverAt: (due: Date) => void = () => {}): TestGateway {
  const keySecret = createHmac('sha256', serverSecret).update('raahi test gateway key').digest('hex');
  const webhookSecret = createHmac('sha256', serverSecret).update('raahi test gateway webhook').digest('hex');

  const event = (name: string, entities: Record<string, object>) =>
    JSON.stringify({
      entity: 'event',
      account_id: 'acc_raahitest',
      event: name,
      contains: Object.keys(entities),
      payload: Object.fromEntries(Object.entries(entities).map(([k, v]) => [k, { entity: v }])),
      created_at: unix(),
    });
  const soon = () => new Date(Date.now() + WEBHOOK_DELAY_MS);

  const gateway: TestGateway = {
    testMode: true,
    keyId: TEST_KEY_ID,
    keySecret,
    webhookSecret,

    async createOrder(o) {
      const order: TestOrder = {
        id: newId('order'),
        entity: 'order',
        amount: o.amount,
        amount_paid: 0,
        currency: 'INR',
        receipt: o.receipt,
        status: 'created',
        notes: o.notes,
        callback_path: o.callbackPath,
        created_at: unix(),
      };
      await insertEntity(db, 'order', order);
      return order;
    },
    findOrder: (orderId) => findEntity<TestOrder>(db, 'order', orderId),
    async fetchPayment(paymentId) {
      const p = await findEntity<TestPayment>(db, 'payment', paymentId);
      if (!p) throw new Error('The id provided does not exist');
      return p;
    },
    async refund(paymentId, r) {
      const p = await findEntity<TestPayment>(db, 'payment', paymentId);
      if (!p || p.status !== 'captured') throw new Error('The payment has not been captured');
      // Razorpay's X-Refund-Idempotency: the same key answers the refund made the first time, if the request is
      // the same; a repeated receipt without it is another refund
      if (!/^[A-Za-z0-9_-]{10,}$/.test(r.idempotencyKey)) throw new Error('BAD_REQUEST_ERROR: invalid idempotency key');
      const earlier = await findRefundByIdempotencyKey<TestRefund>(db, r.idempotencyKey);
      if (earlier) {
        if (earlier.payment_id !== paymentId || earlier.amount !== r.amount || earlier.receipt !== r.receipt)
          throw new Error('BAD_REQUEST_ERROR: Different request with the same idempotency key has already been processed.');
        return { id: earlier.id, payment_id: earlier.payment_id, amount: earlier.amount, status: 'pending' };
      }
      const refund: TestRefund = {
        id: newId('rfnd'),
        entity: 'refund',
        payment_id: paymentId,
        amount: r.amount,
        receipt: r.receipt,
        notes: r.notes,
        status: 'processed',
        created_at: unix(),
      };
      // the refund and the webhook it owes commit together: a refund made without its webhook would stay
      // pending in the product for ever (Razorpay always sends one)
      const due = soon();
      await db.transaction(async (tx) => {
        await insertEntity(tx, 'refund', refund, { idempotencyKey: r.idempotencyKey });
        await queueWebhook(tx, 'refund.processed', event('refund.processed', { refund, payment: p }), due);
      });
      deliverAt(due);
      return { ...refund, status: 'pending' };
    },
    checkoutUrl: (order) => `/test-gateway/checkout/${encodeURIComponent(order.id)}`,
    paymentSignatureValid: (orderId, paymentId, signature) => signatureMatches(paymentSignature(keySecret, orderId, paymentId), signature),
    webhookSignatureValid: (rawBody, signature) => signatureMatches(hmacHex(webhookSecret, rawBody), signature),

    async pay(orderId, attempt) {
      const result = await db.transaction(async (tx): Promise<{ refused: string } | { order: TestOrder; payment: TestPayment }> => {
        const order = await lockOrder<TestOrder>(tx, orderId);
        if (!order) return { refused: 'This payment link is not valid.' };
        if (order.status === 'paid') return { refused: 'This order has already been paid.' };
        const payment: TestPayment = {
          id: newId('pay'),
          entity: 'payment',
          order_id: order.id,
          amount: order.amount,
          currency: 'INR',
          status: attempt.outcome,
          method: attempt.method,
          error_description: attempt.outcome === 'failed' ? (attempt.error ?? 'Payment failed') : null,
          ...detailOf(attempt),
          created_at: unix(),
        };
        await insertEntity(tx, 'payment', payment);
        if (attempt.outcome === 'captured') await saveEntity(tx, { ...order, status: 'paid', amount_paid: order.amount });
        const name = attempt.outcome === 'captured' ? 'payment.captured' : 'payment.failed';
        await queueWebhook(tx, name, event(name, { payment }), soon());
        return { order, payment };
      });
      if ('refused' in result) return { refused: result.refused };
      deliverAt(soon());
      const { order, payment } = result;
      const back = new URLSearchParams({ razorpay_order_id: order.id, razorpay_payment_id: payment.id });
      if (payment.status === 'captured') back.set('razorpay_signature', paymentSignature(keySecret, order.id, payment.id));
      else {
        back.set('error_code', 'BAD_REQUEST_ERROR');
        back.set('error_description', payment.error_description ?? 'Payment failed');
      }
      const joiner = order.callback_path.includes('?') ? '&' : '?';
      return { redirect: `${order.callback_path}${joiner}${back}` };
    },

    async deliverDue(send, now = new Date()) {
      const due = await claimDueWebhooks(db, now, LEASE_SECONDS);
      // a run that loses the database before it records them leaves them claimed until the lease ends
      if (due.length) deliverAt(new Date(now.getTime() + LEASE_SECONDS * 1000));
      let acknowledged = 0;
      for (const w of due) {
        const status = await send(w.payload, hmacHex(webhookSecret, w.payload)).catch(() => 0);
        const ok = status >= 200 && status < 300;
        // retried until acknowledged: 5 s, 10 s, 20 s … at most every 10 minutes
        const retryAt = new Date(now.getTime() + Math.min(600, 5 * 2 ** Math.max(0, w.attempts - 1)) * 1000);
        await markWebhook(db, w.id, status, ok, retryAt);
        if (ok) acknowledged++;
        else deliverAt(retryAt);
      }
      return acknowledged;
    },
  };
  return gateway;
}
