// Rooms under different cancellation terms in one booking (issue 29): the parents' room under the free-
// cancellation plan, the children's under a non-refundable one. The quote and the booking say each room's
// terms; cancelling refunds room by room, each room's share of what was paid (its nights with their GST)
// under its own plan's policy, before and after the free deadline; staff cancelling refunds it all.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../../src/db/schema.ts';
import { day } from '../helpers/booking-helpers.ts';
import { familyHotel } from '../helpers/family-hotel.ts';
import { messageTo, outbox } from '../helpers/outbox.ts';
import { payAndVerify } from '../helpers/money-helpers.ts';
import { call } from '../helpers/requests.ts';
import { appWith, signedInAs, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let owner: Actor, guest: Actor, admin: Actor;
let hotelId: string, standard: string, family: string, roomOnly: string, saver: string;

beforeAll(async () => {
  ({ t, owner, guest, admin } = await appWith({ owner: 'hotel', guest: 'user', admin: 'admin' }));
  ({ hotelId, standard, family, roomOnly } = await familyHotel(t, owner));
  const plan = await call(t, owner, 'POST', `/api/hotels/${hotelId}/rate-plans`, {
    name: 'Saver',
    mealPlan: 'EP',
    cancellationPolicy: { type: 'non-refundable' },
    prices: [
      { roomTypeId: standard, price: 4000 },
      { roomTypeId: family, price: 6000 },
    ],
  });
  expect(plan.statusCode, plan.body).toBe(201);
  saver = plan.json()._id;
});
afterAll(() => t?.close());

// the parents free to cancel (₹4,500 a night + 5 %), the children non-refundable (₹6,000 a night + 5 %)
const rooms = () => [
  { adults: 2, childAges: [], roomTypeId: standard, ratePlanId: roomOnly },
  { adults: 2, childAges: [], roomTypeId: family, ratePlanId: saver },
];
const stay = (from: number, to: number) => ({ hotel: hotelId, checkInDate: day(from), checkOutDate: day(to), rooms: rooms() });

async function paidStay(from: number, to: number, who = guest) {
  const res = await call(t, who, 'POST', '/api/booking/create', stay(from, to));
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json()._id as string;
  await payAndVerify(t, who, id);
  return { id, booking: res.json() };
}
const preview = async (who: Actor, id: string) => (await call(t, who, 'GET', `/api/bookings/${id}/refund`)).json();
const refundRows = (id: string) => t.db.select().from(refunds).where(eq(refunds.bookingId, id));

describe('a booking of rooms under different cancellation terms', () => {
  it('is quoted and booked, and says each room’s terms, named', async () => {
    const q = await call(t, guest, 'POST', '/api/quote', { kind: 'hotel', ...stay(10, 12) });
    expect(q.statusCode, q.body).toBe(200);
    const terms: string[] = q.json().cancellationTerms;
    expect(terms[0]).toMatch(/^Room 1, Standard room: Free cancellation until /);
    expect(terms.at(-1)).toBe('Room 2, Family suite: Non-refundable');
    expect(q.json().cancellationPolicy).toContain('Room 2, Family suite: Non-refundable: nothing is refunded on cancellation.');

    const { booking } = await paidStay(10, 12);
    expect(booking.cancellationTerms).toEqual(terms);
    expect(booking.ratePlan).toMatchObject({ _id: roomOnly });
    const confirmed = messageTo(await outbox(t, admin), guest.email, /^Booking confirmed/);
    expect(confirmed.text).toContain('Room 2, Family suite: Non-refundable');
    // the mail lists each room with its type, plan and guests
    expect(confirmed.text).toContain('Standard room, Room only: 2 adults');
    expect(confirmed.text).toContain('Family suite, Saver: 2 adults');
  });

  it('cancelled before the free deadline: the free room’s share back, the non-refundable room’s kept', async () => {
    const { id } = await paidStay(20, 22);
    // 2 nights: room 1 ₹9,000 + ₹450 GST, room 2 ₹12,000 + ₹600 GST
    expect(await preview(guest, id)).toMatchObject({ paid: 22_050, refund: 9450, fee: 12_600, cancellable: true });
    // each room's share, what it gives back and keeps, and its policy
    expect((await preview(guest, id)).rooms).toEqual([
      { room: 0, roomTypeName: 'Standard room', policy: expect.stringMatching(/^Free cancellation/), paid: 9450, refund: 9450, fee: 0 },
      { room: 1, roomTypeName: 'Family suite', policy: expect.stringMatching(/^Non-refundable/), paid: 12_600, refund: 0, fee: 12_600 },
    ]);
    const res = await call(t, guest, 'POST', `/api/bookings/${id}/cancel`);
    expect(res.json().booking).toMatchObject({ status: 'Cancelled', payment: { refunded: 9450 } });
    expect((await refundRows(id)).map((r) => r.amount)).toEqual([945_000]);
    const cancelled = messageTo(await outbox(t, admin), guest.email, /^Booking cancelled/);
    expect(cancelled.text).toContain('9,450');
  });

  it('previewed by a guest who reads Hindi: each room’s policy in Hindi', async () => {
    const hindi = await signedInAs(t, 'user', { language: 'hi' });
    const { id } = await paidStay(24, 26, hindi);
    const rooms: { policy: string }[] = (await preview(hindi, id)).rooms;
    expect(rooms.map((r) => r.policy)).toEqual([
      'चेक-इन से 24 घंटे पहले तक रद्द करना मुफ़्त; उसके बाद पहली रात का शुल्क लगता है।',
      'नॉन-रिफ़ंडेबल: रद्द करने पर कुछ भी वापस नहीं मिलता।',
    ]);
    // the same booking read in English says them in English
    const english = (await preview(admin, id)).rooms as { policy: string }[];
    expect(english[1]!.policy).toMatch(/^Non-refundable/);
  });

  it('cancelled after the free deadline: the free room keeps its first night, the other room all', async () => {
    const { id } = await paidStay(0, 2);
    expect(await preview(guest, id)).toMatchObject({ paid: 22_050, refund: 4725, fee: 17_325 });
    const res = await call(t, guest, 'POST', `/api/bookings/${id}/cancel`);
    expect(res.json().booking).toMatchObject({ status: 'Cancelled', payment: { refunded: 4725 } });
  });

  it('cancelled by staff: everything back, whatever each room’s terms', async () => {
    const { id } = await paidStay(30, 32);
    expect(await preview(admin, id)).toMatchObject({ paid: 22_050, refund: 22_050, fee: 0 });
    const res = await call(t, admin, 'PUT', `/api/booking/status/${id}`, { status: 'Cancelled' });
    expect(res.json()).toMatchObject({ status: 'Cancelled', payment: { refunded: 22_050 } });
  });

  it('moved to other dates, each room keeps the terms it was sold under', async () => {
    const { id } = await paidStay(40, 42);
    // the saver plan turns free to cancel; the booking was sold non-refundable
    const plans = (await call(t, owner, 'GET', `/api/hotels/${hotelId}/rate-plans`)).json();
    const current = plans.find((p: { _id: string }) => p._id === saver);
    const edit = await call(t, owner, 'PUT', `/api/hotels/${hotelId}/rate-plans/${saver}`, { ...current, cancellationPolicy: null });
    expect(edit.statusCode, edit.body).toBe(200);
    const moved = await call(t, guest, 'POST', `/api/bookings/${id}/reschedule`, { date: day(44) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().booking.cancellationTerms.at(-1)).toBe('Room 2, Family suite: Non-refundable');
    expect(await preview(guest, id)).toMatchObject({ refund: 9450, fee: 12_600 });
  });
});
