// The test gateway's hosted checkout, served by this process and clearly marked TEST MODE: the payer
// chooses UPI, card or net banking, and the outcome follows Razorpay's test conventions. Also the small
// page that hands an order to Razorpay's own hosted checkout when real keys are set.
import { rupeesOfPaiseExact as rupees } from '@raahi/contract/rules/rupees';
import { INTL_LOCALE, isLanguage, LANGUAGE_COOKIE, type Language } from '@raahi/contract/i18n/languages';
import type { MessageKey, MessageValues } from '@raahi/contract/i18n/catalogue';
import { translate } from '@raahi/contract/i18n/node-catalogues';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../../http/language.ts';
import type { PaymentGateway } from './gateway.ts';
import { findOrderPayer } from './payments.repo.ts';
import { findSessionUser } from '../auth/index.ts';
import { sessionToken } from '../../plugins/auth.ts';
import type { Attempt, TestGateway, TestOrder } from './test-gateway.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route reads a plain HTML form (the gateways' checkout answers); no other route accepts one */
    form?: true;
    /** the form comes from the gateway's own site (Razorpay's callback): it only redirects, nothing is trusted from it */
    gatewayCallback?: true;
  }
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const TEST_UPI = { success: 'success@razorpay', failure: 'failure@razorpay' } as const;
export const TEST_CARDS = { success: '4111111111111111', declined: '4000000000000002' } as const;

/** The card network by the number's first digits, as Razorpay reports it. */
const networkOf = (number: string) =>
  number.startsWith('4')
    ? 'Visa'
    : /^5[1-5]/.test(number)
      ? 'MasterCard'
      : /^3[47]/.test(number)
        ? 'American Express'
        : /^(60|65|8)/.test(number)
          ? 'RuPay'
          : 'Unknown';

/** Why the form was not taken: its words are `payments.checkout.problem.<problem>`. */
type FormProblem = 'upi' | 'expiry' | 'expired' | 'cvv' | 'card' | 'method';

/** Decides a test payment by Razorpay's test conventions; a string is the form's problem to show. */
export function testOutcome(form: Record<string, string>, today = new Date()): Attempt | FormProblem {
  const method = form.method;
  if (method === 'upi') {
    const vpa = (form.vpa ?? '').trim().toLowerCase();
    if (vpa === TEST_UPI.success) return { method, outcome: 'captured', detail: { vpa } };
    if (vpa === TEST_UPI.failure) return { method, outcome: 'failed', error: 'The UPI payment was declined.', detail: { vpa } };
    return 'upi';
  }
  if (method === 'card') {
    const number = (form.card ?? '').replace(/[\s-]/g, '');
    const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec((form.expiry ?? '').trim());
    if (!m || Number(m[1]) < 1 || Number(m[1]) > 12) return 'expiry';
    const endOfMonth = new Date(Date.UTC(2000 + Number(m[2]), Number(m[1]), 1));
    if (endOfMonth <= today) return 'expired';
    if (!/^\d{3,4}$/.test((form.cvv ?? '').trim())) return 'cvv';
    const detail = { card: { last4: number.slice(-4), network: networkOf(number), type: 'credit', issuer: null } };
    if (number === TEST_CARDS.success) return { method, outcome: 'captured', detail };
    if (number === TEST_CARDS.declined) return { method, outcome: 'failed', error: 'Your card was declined by the bank.', detail };
    return 'card';
  }
  if (method === 'netbanking') {
    const bank = (form.bank ?? 'HDFC').slice(0, 20);
    if (form.outcome === 'success') return { method, outcome: 'captured', detail: { bank } };
    if (form.outcome === 'failure')
      return { method, outcome: 'failed', error: 'The bank did not authorise the payment.', detail: { bank } };
  }
  return 'method';
}

/**
 * The checkout is a page the payer reaches from Raahi's pages: in the language they were reading (the
 * cookie), else their account's or their browser's.
 */
function checkoutLanguage(request: FastifyRequest): Language {
  const cookie = request.cookies[LANGUAGE_COOKIE];
  return isLanguage(cookie) ? cookie : requestLanguage(request);
}

const sayIn = (language: Language) => (key: MessageKey, values?: MessageValues) => translate(language, key, values);

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f1f5f9;color:#0f172a}
.banner{background:#b45309;color:#fff;text-align:center;padding:.5rem;font-weight:700;letter-spacing:.05em}
main{max-width:30rem;margin:1.5rem auto;padding:0 1rem}
.card{background:#fff;border-radius:.75rem;padding:1.25rem;margin-bottom:1rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.25rem;margin:.25rem 0}h2{font-size:1rem;margin:0 0 .75rem}
label{display:block;font-size:.875rem;margin:.5rem 0 .25rem}
input,select{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #94a3b8;border-radius:.5rem;font-size:1rem}
button{margin-top:.75rem;width:100%;padding:.7rem;border:0;border-radius:.5rem;background:#1d4ed8;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
button.fail{background:#b91c1c}.row{display:flex;gap:.5rem}.row>*{flex:1}
.hint{font-size:.8rem;color:#475569;margin:.25rem 0 0}.error{background:#fee2e2;color:#991b1b;padding:.75rem;border-radius:.5rem}
.amount{font-size:1.5rem;font-weight:700}`;

function page(language: Language, title: string, body: string): string {
  const say = sayIn(language);
  return `<!doctype html><html lang="${INTL_LOCALE[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><style>${STYLE}</style></head><body>
<div class="banner" role="note">${esc(say('payments.checkout.banner'))}</div><main>${body}</main></body></html>`;
}

/** A page that only says why there is nothing to pay. */
const notice = (language: Language, title: string, text: string) => page(language, title, `<p class="error">${esc(text)}</p>`);

function checkoutHtml(order: TestOrder, language: Language, problem?: FormProblem): string {
  const say = sayIn(language);
  const action = `/test-gateway/checkout/${encodeURIComponent(order.id)}`;
  const what = order.notes.description ?? say('payments.checkout.booking', { id: order.notes.bookingId ?? '' });
  const amount = rupees(order.amount);
  const error = problem && say(`payments.checkout.problem.${problem}`, { pays: TEST_UPI.success, fails: TEST_UPI.failure });
  const form = (method: string, inner: string) =>
    `<form method="post" action="${action}"><input type="hidden" name="method" value="${method}">${inner}</form>`;
  return page(
    language,
    say('payments.checkout.title'),
    `<div class="card"><p>${esc(say('payments.checkout.gateway'))}</p><h1>${esc(what)}</h1>
<p class="amount">${amount}</p><p class="hint">${esc(say('payments.checkout.order', { id: order.id }))}</p></div>
${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
<section class="card" aria-labelledby="upi"><h2 id="upi">UPI</h2>${form(
      'upi',
      `<label for="vpa">${esc(say('payments.checkout.upiId'))}</label><input id="vpa" name="vpa" autocomplete="off" placeholder="name@bank">
<p class="hint">${esc(say('payments.checkout.upiHint', { pays: TEST_UPI.success, fails: TEST_UPI.failure }))}</p><button type="submit">${esc(say('payments.checkout.payByUpi', { amount }))}</button>`,
    )}</section>
<section class="card" aria-labelledby="cardh"><h2 id="cardh">${esc(say('payments.checkout.card'))}</h2>${form(
      'card',
      `<label for="card">${esc(say('payments.checkout.cardNumber'))}</label><input id="card" name="card" inputmode="numeric" autocomplete="off" placeholder="4111 1111 1111 1111">
<div class="row"><div><label for="expiry">${esc(say('payments.checkout.expiry'))}</label><input id="expiry" name="expiry" placeholder="12/30" autocomplete="off"></div>
<div><label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="off" placeholder="123"></div></div>
<p class="hint">${esc(say('payments.checkout.cardHint'))}</p>
<button type="submit">${esc(say('payments.checkout.payByCard', { amount }))}</button>`,
    )}</section>
<section class="card" aria-labelledby="nb"><h2 id="nb">${esc(say('payments.checkout.netbanking'))}</h2>${form(
      'netbanking',
      `<label for="bank">${esc(say('payments.checkout.bank'))}</label><select id="bank" name="bank"><option>HDFC</option><option>SBI</option><option>ICICI</option><option>Axis</option></select>
<div class="row"><button type="submit" name="outcome" value="success">${esc(say('payments.checkout.success'))}</button><button type="submit" name="outcome" value="failure" class="fail">${esc(say('payments.checkout.failure'))}</button></div>`,
    )}</section>`,
  );
}

// same-origin referrers: with helmet's no-referrer a browser sends `Origin: null` on the page's form posts,
// which the cross-site guard rightly refuses
const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'same-origin')
    .send(body);

/** The test gateway's checkout page and its form. */
export function registerTestCheckout(app: FastifyInstance, gateway: TestGateway) {
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.get<{ Params: { orderId: string } }>('/test-gateway/checkout/:orderId', async (request, reply) => {
      const language = checkoutLanguage(request);
      const say = sayIn(language);
      const order = await gateway.findOrder(request.params.orderId.slice(0, 60));
      if (!order) return html(reply, 404, notice(language, say('payments.checkout.notFound'), say('payments.checkout.invalidLink')));
      if (order.status === 'paid')
        return html(reply, 409, notice(language, say('payments.checkout.paid'), say('payments.checkout.alreadyPaid')));
      return html(reply, 200, checkoutHtml(order, language));
    });
    scope.post<{ Params: { orderId: string }; Body: Record<string, string> }>(
      '/test-gateway/checkout/:orderId',
      { config: { form: true } },
      async (request, reply) => {
        const language = checkoutLanguage(request);
        const say = sayIn(language);
        const order = await gateway.findOrder(request.params.orderId.slice(0, 60));
        if (!order) return html(reply, 404, notice(language, say('payments.checkout.notFound'), say('payments.checkout.invalidLink')));
        const attempt = testOutcome(request.body ?? {});
        if (typeof attempt === 'string') return html(reply, 400, checkoutHtml(order, language, attempt));
        const result = await gateway.pay(order.id, attempt);
        if ('refused' in result)
          return html(
            reply,
            409,
            notice(
              language,
              say('payments.checkout.notPaid'),
              result.refused === 'This order has already been paid.'
                ? say('payments.checkout.alreadyPaid')
                : say('payments.checkout.invalidLink'),
            ),
          );
        return reply.redirect(result.redirect, 303);
      },
    );
  });
}

/** Who pays an order, as the hand-off names them to Razorpay (payments.repo.ts findOrderPayer). */
export type OrderPayer = { reference: string; name: string; email: string; mobile: string };

/**
 * The fields posted to Razorpay's hosted checkout: the order, the payer's details filled in (a field left
 * empty is left out), what is being paid for, and the checkout's language (`config[display][language]`,
 * Razorpay's option for the words of its own page) in the payer's.
 */
export function razorpayCheckoutFields(
  language: Language,
  o: { keyId: string; orderId: string; back: string; payer: OrderPayer | undefined },
): [string, string][] {
  const say = sayIn(language);
  const p = o.payer;
  const fields: [string, string][] = [
    ['key_id', o.keyId],
    ['order_id', o.orderId],
    ['name', 'Raahi'],
    ['description', p ? say('payments.handOff.description', { reference: p.reference }) : ''],
    ['prefill[name]', p?.name ?? ''],
    ['prefill[email]', p?.email ?? ''],
    ['prefill[contact]', p?.mobile ?? ''],
    ['config[display][language]', language],
    ['callback_url', o.back],
    ['cancel_url', o.back],
  ];
  return fields.filter(([, value]) => value !== '');
}

/** The page that posts the order to Razorpay, in the payer's language. */
export function razorpayHandOffHtml(language: Language, fields: [string, string][], reference: string | undefined): string {
  const say = sayIn(language);
  return `<!doctype html><html lang="${INTL_LOCALE[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(say('payments.handOff.title'))}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:30rem;margin:2rem auto;padding:0 1rem">
<h1>${esc(say('payments.handOff.heading'))}</h1>${reference ? `<p>${esc(say('payments.handOff.text', { reference }))}</p>` : ''}
<form method="post" action="https://api.razorpay.com/v1/checkout/embedded">
${fields.map(([name, value]) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`).join('')}
<button type="submit">${esc(say('payments.handOff.pay'))}</button></form></body></html>`;
}

/** With Razorpay keys: a page that posts the order to Razorpay's hosted checkout, which sends the payer back to us. */
export function registerRazorpayHandOff(app: FastifyInstance, gateway: PaymentGateway) {
  app.get<{ Params: { orderId: string } }>('/pay/razorpay/:orderId', async (request, reply) => {
    const orderId = request.params.orderId.slice(0, 60);
    const back = `${request.protocol}://${request.host}/pay/razorpay/callback`;
    const language = checkoutLanguage(request);
    // the payer's own details only to the payer: anyone else who has the address gets the bare order
    const token = sessionToken(request, app.config.production ?? false);
    const viewer = token && token.length < 100 ? await findSessionUser(app.db, token) : null;
    const order = await findOrderPayer(app.db, orderId);
    const payer = order && viewer?.id === order.userId ? order : order && { ...order, name: '', email: '', mobile: '' };
    const fields = razorpayCheckoutFields(language, { keyId: gateway.keyId, orderId, back, payer });
    reply.header('content-security-policy', "default-src 'self'; style-src 'unsafe-inline'; form-action https://api.razorpay.com");
    return html(reply, 200, razorpayHandOffHtml(language, fields, payer?.reference));
  });
}

/** Razorpay posts the checkout's answer here; the payer's browser goes on to the result page, which verifies it. */
export function registerRazorpayCallback(app: FastifyInstance) {
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8192 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.post<{ Body: Record<string, string> }>(
      '/pay/razorpay/callback',
      { config: { form: true, gatewayCallback: true } },
      async (request, reply) => {
        const b = request.body ?? {};
        const keep = ['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature', 'error[description]', 'error[code]'];
        const q = new URLSearchParams();
        for (const k of keep) if (typeof b[k] === 'string') q.set(k.replace(/^error\[(\w+)\]$/, 'error_$1'), b[k].slice(0, 300));
        return reply.redirect(`/payment/result?${q}`, 303);
      },
    );
  });
}
