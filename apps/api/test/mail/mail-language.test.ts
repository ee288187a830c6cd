// Every message is said in its recipient's language (decision 0087): a person's `language`, or, for someone
// without an account, the language of the request that caused it. The language is written on the outbox row
// with the message, so a message sent later (by the send job, or written by a job from a booking's event)
// keeps it whatever language the later request speaks.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema.ts';
import { bookingCast, stayId } from '../helpers/booking-helpers.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { payBooking, verify } from '../helpers/money-helpers.ts';
import { messageTo, outbox, sendOutbox } from '../helpers/outbox.ts';
import { startSmtpServer, type TestSmtp } from '../helpers/smtp-server.ts';
import { call } from '../helpers/requests.ts';
import { closeAll, createTestApp, signedInAs, type Actor, type TestApp } from '../helpers/test-app.ts';

let smtp: TestSmtp;
let t: TestApp;
let cast: Awaited<ReturnType<typeof bookingCast>>;
let hindiGuest: Actor;
let hotelId: string;

const DEVANAGARI = /[\u0900-\u097F]/;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ publicOrigin: 'https://raahi.example', mail: { smtpUrl: smtp.url } });
  cast = await bookingCast(t, 'Ishaan', 'hotel');
  hindiGuest = await signedInAs(t, 'user', { firstName: 'Meera', language: 'hi' });
  hotelId = (await insertHotel(t.db, { name: 'Lake Palace Test', location: 'Udaipur, Rajasthan', ownerId: cast.owner.id, price: 500_000 }))
    .id;
});
afterAll(() => closeAll(smtp, t));

describe('booking messages in the person language', () => {
  it('tells a Hindi guest in Hindi and an English one in English; the owner in theirs', async () => {
    await stayId(t, hindiGuest, hotelId, 40, 42);
    await stayId(t, cast.guest, hotelId, 44, 46);
    const messages = await outbox(t, cast.admin);

    const hindi = messageTo(messages, hindiGuest.email, /होल्ड पर है$/);
    expect(hindi.subject).toMatch(/^आपका ठहरना .+ IST तक होल्ड पर है$/);
    expect(hindi.text).toContain('नमस्ते Meera user,');
    expect(hindi.text).toContain('Lake Palace Test, Udaipur, Rajasthan');
    expect(hindi.text).toMatch(/कब: \d+ [\u0900-\u097F]+ \d{4} से \d+ [\u0900-\u097F]+ \d{4} \(2 रातें\), 1 कमरा/);
    expect(hindi.text).toMatch(/भुगतान की समय-सीमा: .+ IST/);
    expect(hindi.text).toContain('अभी भुगतान करें: https://raahi.example/bookings');
    expect(hindi.text).toMatch(
      /रद्द करने की शर्तें: \d+ [\u0900-\u097F]+( \d{4})?, 11:59 तक रद्द करना मुफ़्त। \d+ [\u0900-\u097F]+( \d{4})?, 12:00 से: पहली रात का शुल्क लगेगा/,
    );
    expect(hindi.html).toContain('<html lang="hi-IN">');
    expect(hindi.text).not.toMatch(/Hello|Pay by|When:/);

    const english = messageTo(messages, cast.guest.email, /^Your stay is held until .+ IST$/);
    expect(english.text).toContain('Hello Ishaan user,');
    expect(english.text).toMatch(/When: .+ to .+ \(2 nights\), 1 room/);
    expect(english.text).not.toMatch(DEVANAGARI);

    // the owner speaks English: both new bookings are told in English
    const owners = messages.filter((m) => m.to === cast.owner.email && /^New booking: Lake Palace Test/.test(m.subject));
    expect(owners).toHaveLength(2);
    for (const m of owners) expect(m.text).not.toMatch(DEVANAGARI);
  });

  it('writes the confirmation, from the payment event handled later, in Hindi; the send job sends it in Hindi', async () => {
    const id = await stayId(t, hindiGuest, hotelId, 50, 52);
    await verify(t, hindiGuest, (await payBooking(t, hindiGuest, id)).back);
    const confirmed = messageTo(await outbox(t, cast.admin), hindiGuest.email, /^बुकिंग पक्की: Lake Palace Test/);
    expect(confirmed.text).toContain('आपका ठहरना पक्का हो गया है।');
    expect(confirmed.text).toContain('आपका वाउचर और इनवॉइस साथ में भेजे गए हैं।');
    expect(confirmed.text).toMatch(/भुगतान हुआ: ₹[\d,]+/);

    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, confirmed._id));
    expect(row!.language).toBe('hi');
    smtp.received.splice(0);
    await sendOutbox(t);
    const sent = smtp.received.find((m) => m.to.includes(hindiGuest.email) && m.subject.startsWith('बुकिंग पक्की'));
    expect(sent, smtp.received.map((m) => m.subject).join(' | ')).toBeDefined();
  });
});

describe('messages to people without an account, or before they are known', () => {
  it('answers a password reset for an unknown address in the asking page language', async () => {
    const email = 'nobody-hi@example.test';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/password/forgot',
      payload: { email },
      headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' },
      remoteAddress: '10.9.8.7',
    });
    expect(res.statusCode, res.body).toBe(200);
    const m = messageTo(await outbox(t, cast.admin), email, /./);
    expect(m.subject).toBe('Raahi पासवर्ड रीसेट का आपका अनुरोध');
    expect(m.text).toContain('इस पते से कोई खाता नहीं है');
  });

  it('mails a Hindi account its reset link in Hindi even when the request asks in English', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/password/forgot',
      payload: { email: hindiGuest.email },
      headers: { 'accept-language': 'en' },
      remoteAddress: '10.9.8.6',
    });
    expect(res.statusCode, res.body).toBe(200);
    const m = messageTo(await outbox(t, cast.admin), hindiGuest.email, /पासवर्ड रीसेट करें$/);
    expect(m.text).toContain('नया पासवर्ड चुनें: https://raahi.example/reset-password?token=');
  });

  it('answers a complaint raised signed out in Hindi in Hindi, when staff answer it later in English', async () => {
    const email = 'complainer-hi@example.test';
    const raised = await t.app.inject({
      method: 'POST',
      url: '/api/grievances',
      payload: { topic: 'refund', message: 'मेरा रिफ़ंड अब तक नहीं आया।', name: 'Ravi', email, phone: '+919812345678' },
      headers: { 'accept-language': 'hi' },
      remoteAddress: '10.9.8.5',
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const received = messageTo(await outbox(t, cast.admin), email, /शिकायत/);
    expect(received.subject).toMatch(/^हमें आपकी शिकायत .+ मिल गई है$/);
    expect(received.text).toMatch(/पावती की समय-सीमा: \d+ [\u0900-\u097F]+ \d{4}, \d\d:\d\d IST/);

    const answered = await call(t, cast.admin, 'POST', `/api/admin/grievances/${raised.json()._id as string}/reply`, {
      message: 'We have refunded it today.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const answer = messageTo(await outbox(t, cast.admin), email, /पर जवाब$/);
    expect(answer.text).toContain('नमस्ते Ravi,');
    expect(answer.text).toContain('We have refunded it today.');
  });
});
