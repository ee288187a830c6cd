// The test gateway's checkout speaks the payer's language (issue 32): the language of the pages they came
// from (the cookie), else their browser's; its words, its form problems and its notices, with `<html lang>`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookStay } from '../helpers/booking-helpers.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { orderFor, submitCheckout, UPI_SUCCESS } from '../helpers/money-helpers.ts';
import { appWith, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let guest: Actor;
beforeAll(async () => {
  ({ t, guest } = await appWith({ guest: 'user' }));
});
afterAll(() => t?.close());

async function checkoutUrl() {
  const hotel = await insertHotel(t.db, { price: 400_000, rooms: 1 });
  const res = await bookStay(t, guest, hotel.id, 30, 32);
  expect(res.statusCode, res.body).toBe(201);
  const booking = res.json() as { _id: string };
  return (await orderFor(t, guest, booking._id)).checkoutUrl;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('the test checkout in Hindi', () => {
  it('is in Hindi for a payer who reads Hindi, by the cookie or the browser, and in English otherwise', async () => {
    const url = await checkoutUrl();
    const hindi = await t.app.inject({ url, headers: { cookie: 'raahi_lang=hi' } });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.body).toMatch(/<html lang="hi-IN">/);
    expect(hindi.body).toContain('टेस्ट मोड (TEST MODE)');
    expect(hindi.body).toContain('UPI से ₹8,400.00 चुकाएँ');
    expect(hindi.body).toContain('कार्ड से ₹8,400.00 चुकाएँ');
    expect(hindi.body).not.toContain('Pay ₹');

    const byBrowser = await t.app.inject({ url, headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' } });
    expect(byBrowser.body).toContain('नेट बैंकिंग');

    // the cookie (the pages they read) wins over the browser's preference
    const english = await t.app.inject({ url, headers: { cookie: 'raahi_lang=en', 'accept-language': 'hi' } });
    expect(english.body).toMatch(/<html lang="en-IN">/);
    expect(english.body).toContain('TEST MODE: no real money moves');
    expect(english.body).toContain('Pay ₹8,400.00 by UPI');
  });

  it('says what is wrong with the form, and that an order is paid, in Hindi', async () => {
    const url = await checkoutUrl();
    const wrong = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...FORM, cookie: 'raahi_lang=hi' },
      payload: form({ method: 'upi', vpa: 'me@okbank' }),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('टेस्ट मोड में UPI आईडी success@razorpay (भुगतान होगा) या failure@razorpay (भुगतान नहीं होगा) डालें।');
    const expired = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...FORM, cookie: 'raahi_lang=hi' },
      payload: form({ method: 'card', card: '4111111111111111', expiry: '01/20', cvv: '123' }),
    });
    expect(expired.body).toContain('यह कार्ड एक्सपायर हो चुका है');

    expect((await submitCheckout(t, url, UPI_SUCCESS)).status).toBe(303);
    const paid = await t.app.inject({ url, headers: { cookie: 'raahi_lang=hi' } });
    expect(paid.statusCode).toBe(409);
    expect(paid.body).toContain('इस ऑर्डर का भुगतान पहले ही हो चुका है।');
    const unknown = await t.app.inject({ url: '/test-gateway/checkout/order_nothing', headers: { cookie: 'raahi_lang=hi' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('यह पेमेंट लिंक मान्य नहीं है।');
  });
});
