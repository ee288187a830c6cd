// Without SMTP (the default and the demo) every message is kept in the outbox, which only admins read. The
// booking events each write theirs: held (with the pay-by time) and the provider's new booking, confirmed
// when paid (with its voucher and invoice listed as attachments), cancelled with the refund (and the provider
// told), hold expired, rescheduled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchPending } from '../../src/modules/bookings/booking-events.jobs.ts';
import { expireHolds } from '../../src/modules/payments/payments.service.ts';
import { bookingCast, day, inHours, stayId } from '../helpers/booking-helpers.ts';
import { insertCab, insertHotel, insertTour } from '../helpers/fixtures.ts';
import { payBooking, verify } from '../helpers/money-helpers.ts';
import { messageTo, outbox } from '../helpers/outbox.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { call } from '../helpers/requests.ts';
import { createTestApp, signedInAs, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let cast: Awaited<ReturnType<typeof bookingCast>>;
let tourManager: Actor;
let hotelId: string;
let tourId: string;

beforeAll(async () => {
  t = await createTestApp({ publicOrigin: 'https://raahi.example' });
  cast = await bookingCast(t, 'Ishaan', 'hotel');
  tourManager = await signedInAs(t, 'tour');
  hotelId = (await insertHotel(t.db, { name: 'Lake Palace Test', location: 'Udaipur, Rajasthan', ownerId: cast.owner.id, price: 500_000 }))
    .id;
  tourId = (await insertTour(t.db, { name: 'Spiti Circuit Test', location: 'Spiti, Himachal Pradesh', availableTill: day(90) })).id;
});
afterAll(() => t?.close());

const bookHotel = (from: number) => stayId(t, cast.guest, hotelId, from, from + 2);
/** The reference a booking's messages quote (`Booking: RH-…`). */
const quoted = async (id: string) =>
  `Booking: ${(await call(t, cast.admin, 'POST', `/api/bookings/${id}/history`)).json().booking.reference as string}`;

/** The booking's invoice number as GET /api/bookings/:id/invoice answers it, '/' written '-' (the attachment's name). */
async function invoiceNumberOf(id: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/bookings/${id}/invoice`, headers: cast.guest.headers });
  expect(res.statusCode, res.body).toBe(200);
  return (await pdfText(res.rawPayload)).match(/RAH\/\d\d-\d\d\/\d{6}/)![0].replaceAll('/', '-');
}

describe('GET /api/admin/outbox', () => {
  it('is for admins only', async () => {
    expect((await call(t, undefined, 'GET', '/api/admin/outbox')).statusCode).toBe(401);
    for (const who of [cast.guest, cast.owner, tourManager]) expect((await call(t, who, 'GET', '/api/admin/outbox')).statusCode).toBe(403);
  });

  it('keeps every message unsent, newest first, with its text and HTML parts', async () => {
    const user = await signedInAs(t, 'user', { firstName: 'Zoya' });
    const messages = await outbox(t, cast.admin);
    expect(messages[0]).toMatchObject({
      to: user.email,
      subject: 'Welcome to Raahi: please confirm your email',
      sentAt: null,
      lastError: '',
    });
    const times = messages.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(messages[0]!.text).toMatch(/^Welcome to Raahi, Zoya!/);
    expect(messages[0]!.text).toMatch(/Confirm my email: https:\/\/raahi\.example\/verify-email\?token=[\w-]{43}/);
    expect(messages[0]!.html).toMatch(/<h1[^>]*>Welcome to Raahi, Zoya!<\/h1>/);
    expect(messages[0]!.html).toContain('name="viewport"');
  });

  it('escapes what people typed into the HTML part', async () => {
    const user = await signedInAs(t, 'user', { firstName: '<b>Eve</b>' });
    const m = messageTo(await outbox(t, cast.admin), user.email, /Welcome/);
    expect(m.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(m.html).not.toContain('<b>Eve</b>');
    expect(m.text).toContain('<b>Eve</b>');
  });
});

describe('booking messages', () => {
  it('a hotel booking: held with its pay-by time, the owner told; paid and confirmed', async () => {
    const id = await bookHotel(30);
    let messages = await outbox(t, cast.admin);
    const held = messageTo(messages, cast.guest.email, /^Your stay is held until .+ IST$/);
    expect(held.text).toContain('Lake Palace Test, Udaipur, Rajasthan');
    expect(held.text).toMatch(/Pay by: .+ IST/);
    expect(held.text).toContain(await quoted(id));
    expect(held.text).toContain('https://raahi.example/bookings');
    const owner = messageTo(messages, cast.owner.email, /^New booking: Lake Palace Test/);
    expect(owner.text).toContain('Ishaan');
    expect(messages.some((m) => m.to === cast.otherOwner.email && m.text.includes(id))).toBe(false);

    await verify(t, cast.guest, (await payBooking(t, cast.guest, id)).back);
    messages = await outbox(t, cast.admin);
    const confirmed = messageTo(messages, cast.guest.email, /^Booking confirmed: Lake Palace Test/);
    expect(confirmed.text).toMatch(/Paid: ₹[\d,]+/);
    expect(confirmed.text).toContain('Your voucher and invoice are attached');
    expect(confirmed.attachments).toEqual([
      { kind: 'voucher', bookingId: id, name: `Raahi-voucher-${id}.pdf` },
      { kind: 'invoice', bookingId: id, name: `${await invoiceNumberOf(id)}.pdf` },
    ]);
    expect(held.attachments).toEqual([]);
  });

  it('a paid cab ride and a paid tour are confirmed with their voucher and invoice listed', async () => {
    const cab = await insertCab(t.db, { discountedPrice: 300_000, advancePercent: 20 });
    const ride = await call(t, cast.guest, 'POST', '/api/cab/booking/create', {
      cab: cab.id,
      pickupLocation: 'Panaji, Goa',
      dropoffLocation: 'Calangute',
      pickupTime: inHours(72),
      dropofftime: inHours(76),
      paymentChoice: 'half',
    });
    expect(ride.statusCode, ride.body).toBe(201);
    const trip = await call(t, cast.guest, 'POST', '/api/tour/booking/create', { tourId, bookingDate: day(20), persons: 1 });
    expect(trip.statusCode, trip.body).toBe(201);
    for (const id of [ride.json()._id as string, trip.json()._id as string]) {
      await verify(t, cast.guest, (await payBooking(t, cast.guest, id)).back);
      const booking = await quoted(id);
      const confirmed = (await outbox(t, cast.admin)).find((m) => /^Booking confirmed/.test(m.subject) && m.text.includes(booking));
      expect(confirmed?.attachments.map((a) => a.name)).toEqual([`Raahi-voucher-${id}.pdf`, `${await invoiceNumberOf(id)}.pdf`]);
    }
  });

  it('a cancellation tells the refund, and the owner; once, however often it is asked', async () => {
    const id = await bookHotel(40);
    await verify(t, cast.guest, (await payBooking(t, cast.guest, id)).back);
    for (let i = 0; i < 2; i++) expect((await call(t, cast.guest, 'POST', `/api/bookings/${id}/cancel`)).statusCode).toBe(200);
    const booking = await quoted(id);
    const mine = (await outbox(t, cast.admin)).filter((m) => m.text.includes(booking));
    const cancelled = mine.filter((m) => m.to === cast.guest.email && /^Booking cancelled/.test(m.subject));
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.text).toMatch(/We are refunding ₹[\d,]+/);
    expect(mine.filter((m) => m.to === cast.owner.email && /^Booking cancelled/.test(m.subject))).toHaveLength(1);
  });

  it('an unpaid booking whose hold runs out is told so, once', async () => {
    const id = await bookHotel(50);
    const later = new Date(Date.now() + 60 * 60_000);
    expect(await expireHolds(t.db, later)).toBeGreaterThanOrEqual(1);
    expect(await expireHolds(t.db, later)).toBe(0);
    // told from the hold-expired event, by the dispatcher, as often as it runs
    await dispatchPending(t.app);
    await dispatchPending(t.app);
    const booking = await quoted(id);
    const expired = (await outbox(t, cast.admin)).filter((m) => m.text.includes(booking) && /hold on your booking ran out/.test(m.subject));
    expect(expired).toHaveLength(1);
    expect(expired[0]!.text).toContain('https://raahi.example/hotel');
  });

  it('a tour booking tells the tour managers; a reschedule tells the guest each move', async () => {
    const res = await call(t, cast.guest, 'POST', '/api/tour/booking/create', { tourId, bookingDate: day(10), persons: 2 });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json()._id as string;
    for (const date of [day(12), day(14)])
      expect((await call(t, cast.guest, 'POST', `/api/bookings/${id}/reschedule`, { date })).statusCode).toBe(200);
    const booking = await quoted(id);
    const messages = (await outbox(t, cast.admin)).filter((m) => m.text.includes(booking));
    expect(messageTo(messages, tourManager.email, /^New booking: Spiti Circuit Test/).text).toContain('2 persons');
    const moves = messages.filter((m) => m.to === cast.guest.email && /^Booking rescheduled/.test(m.subject)).map((m) => m.text);
    expect(moves).toHaveLength(2);
    expect(moves.some((text) => text.includes(`Rescheduled from ${day(12)} to ${day(14)}.`))).toBe(true);
  });

  it('a booking refused (sold out) writes nothing', async () => {
    const small = (await insertHotel(t.db, { ownerId: null, rooms: 1 })).id;
    const body = { hotel: small, roomCount: 1, checkInDate: day(60), checkOutDate: day(61) };
    expect((await call(t, cast.guest, 'POST', '/api/booking/create', body)).statusCode).toBe(201);
    const before = (await outbox(t, cast.admin)).length;
    expect((await call(t, cast.other, 'POST', '/api/booking/create', body)).statusCode).toBe(409);
    expect((await outbox(t, cast.admin)).length).toBe(before);
  });
});
