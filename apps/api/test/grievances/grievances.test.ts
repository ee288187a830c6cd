// Complaints (issue 31): a ticket number and two deadlines at once, an acknowledgement by email, the
// provider's side answering its own listings' tickets, an admin resolving with a written outcome, and the
// queue showing overdue tickets first.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grievances } from '../../src/db/schema.ts';
import { stayId } from '../helpers/booking-helpers.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { messageTo, outbox } from '../helpers/outbox.ts';
import { call, listOf } from '../helpers/requests.ts';
import { createTestApp, signedInAs, type Actor, type TestApp, UNKNOWN_ID } from '../helpers/test-app.ts';

let t: TestApp;
let guest: Actor, otherGuest: Actor, admin: Actor, owner: Actor, otherOwner: Actor;
let hotelId: string, otherHotelId: string, bookingId: string;

beforeAll(async () => {
  t = await createTestApp();
  guest = await signedInAs(t, 'user', { firstName: 'Ira' });
  otherGuest = await signedInAs(t, 'user');
  admin = await signedInAs(t, 'admin', { firstName: 'Meera' });
  owner = await signedInAs(t, 'hotel', { firstName: 'Priya' });
  otherOwner = await signedInAs(t, 'hotel');
  hotelId = (await insertHotel(t.db, { name: 'Backwater Retreat', ownerId: owner.id })).id;
  otherHotelId = (await insertHotel(t.db, { name: 'Elsewhere Inn', ownerId: otherOwner.id })).id;
  bookingId = await stayId(t, guest, hotelId, 10, 12);
});
afterAll(() => t?.close());

const raise = (who: Actor | undefined, body: object) => call(t, who, 'POST', '/api/grievances', body);
const signedOut = { name: 'Ravi Kumar', email: 'Ravi@Example.test', phone: '+91 98765 43210' };
const HOUR = 3_600_000;

async function raised(who: Actor | undefined, body: object) {
  const res = await raise(who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('POST /api/grievances', () => {
  it('gives a ticket number and the two deadlines at once, and acknowledges by email', async () => {
    const before = Date.now();
    const g = await raised(guest, { topic: 'booking', bookingId, message: 'The room had no hot water.' });
    expect(g.ticketNumber).toMatch(/^GRV-\d{4}-\d{6}$/);
    expect(g).toMatchObject({
      topic: 'booking',
      bookingId,
      listing: { _id: hotelId, kind: 'hotel', name: 'Backwater Retreat' },
      name: 'Ira user',
      email: guest.email,
      status: 'open',
      acknowledgedAt: null,
      resolvedAt: null,
      outcome: null,
      handledBy: null,
      overdue: false,
      messages: [{ from: 'person', authorName: 'Ira user', text: 'The room had no hot water.' }],
    });
    const raisedAt = Date.parse(g.createdAt);
    expect(raisedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(g.acknowledgeBy) - raisedAt).toBe(48 * HOUR);
    expect(Date.parse(g.resolveBy) - raisedAt).toBe(30 * 24 * HOUR);
    const told = messageTo(await outbox(t, admin), guest.email, new RegExp(`^We received your complaint ${g.ticketNumber}$`));
    expect(told.text).toContain('within 48 hours');
    expect(told.text).toContain('The room had no hot water.');
  });

  it('numbers tickets one after another', async () => {
    const a = await raised(guest, { topic: 'payment', message: 'Charged twice.' });
    const b = await raised(guest, { topic: 'refund', message: 'Refund not received.' });
    const n = (x: { ticketNumber: string }) => Number(x.ticketNumber.slice(-6));
    expect(n(b)).toBe(n(a) + 1);
  });

  it('takes a signed-out complaint with name, email and phone, and says which are missing otherwise', async () => {
    const ok = await raised(undefined, {
      topic: 'listing',
      kind: 'hotel',
      listingId: hotelId,
      message: 'Photos are misleading.',
      ...signedOut,
    });
    expect(ok).toMatchObject({ name: 'Ravi Kumar', email: 'ravi@example.test', listing: { _id: hotelId } });
    messageTo(await outbox(t, admin), 'ravi@example.test', /^We received your complaint GRV-/);
    const missing = await raise(undefined, { topic: 'payment', message: 'Hello?', name: 'Ravi' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toEqual(['email', 'phone']);
  });

  it("refuses another person's booking, a booking named signed out, and a listing that does not exist", async () => {
    const others = await raise(otherGuest, { topic: 'booking', bookingId, message: 'Not mine' });
    expect(others.statusCode).toBe(400);
    expect(others.json().fields).toEqual({ bookingId: 'No such booking of yours.' });
    const anonymous = await raise(undefined, { topic: 'booking', bookingId, message: 'Hi', ...signedOut });
    expect(anonymous.json().fields).toEqual({ bookingId: 'Sign in to name a booking.' });
    const unknown = await raise(guest, { topic: 'listing', kind: 'hotel', listingId: UNKNOWN_ID, message: 'Hi' });
    expect(unknown.json().fields).toEqual({ listingId: 'No such listing.' });
  });

  it('throttles signed-out complaints from one address (429)', async () => {
    const own = await createTestApp({ trustProxy: ['127.0.0.1'] });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await own.app.inject({
          method: 'POST',
          url: '/api/grievances',
          headers: { 'x-forwarded-for': '203.0.113.7' },
          payload: { topic: 'payment', message: `Complaint ${i}`, ...signedOut, email: `p${i}@example.test` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await own.close();
    }
  });
});

describe('the thread, the queue and resolving', () => {
  it('lets the hotel owner answer (acknowledging it and handling it), the person reply, and an admin resolve with an outcome', async () => {
    const g = await raised(guest, { topic: 'booking', bookingId, message: 'The AC was broken.' });
    const answered = await call(t, owner, 'POST', `/api/admin/grievances/${g._id}/reply`, { message: 'Sorry, we will refund one night.' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ status: 'answered', handledBy: 'Priya hotel' });
    expect(answered.json().acknowledgedAt).not.toBeNull();
    messageTo(await outbox(t, admin), guest.email, new RegExp(`^An answer on your complaint ${g.ticketNumber}$`));

    const replied = await call(t, guest, 'POST', `/api/grievances/${g._id}/reply`, { message: 'Thank you, when?' });
    expect(replied.json()).toMatchObject({ status: 'open', handledBy: 'Priya hotel' });
    expect(replied.json().messages.map((m: { from: string }) => m.from)).toEqual(['person', 'staff', 'person']);

    const noOutcome = await call(t, admin, 'POST', `/api/admin/grievances/${g._id}/resolve`, { outcome: '  ' });
    expect(noOutcome.statusCode).toBe(400);
    expect(noOutcome.json().fields).toHaveProperty('outcome');
    const ownerResolves = await call(t, owner, 'POST', `/api/admin/grievances/${g._id}/resolve`, { outcome: 'Refunded.' });
    expect(ownerResolves.statusCode).toBe(403);

    const resolved = await call(t, admin, 'POST', `/api/admin/grievances/${g._id}/resolve`, { outcome: 'One night refunded: ₹3,200.' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({ status: 'resolved', outcome: 'One night refunded: ₹3,200.', handledBy: 'Priya hotel' });
    const told = messageTo(await outbox(t, admin), guest.email, new RegExp(`^Your complaint ${g.ticketNumber} is resolved$`));
    expect(told.text).toContain('One night refunded: ₹3,200.');

    expect((await call(t, admin, 'POST', `/api/admin/grievances/${g._id}/resolve`, { outcome: 'Again' })).statusCode).toBe(409);
    expect((await call(t, owner, 'POST', `/api/admin/grievances/${g._id}/reply`, { message: 'More' })).statusCode).toBe(409);
    expect((await call(t, guest, 'POST', `/api/grievances/${g._id}/reply`, { message: 'More' })).statusCode).toBe(409);
    const mine = await listOf(t, '/api/grievances/mine', guest);
    expect(mine.items.find((x: { _id: string }) => x._id === g._id)).toMatchObject({
      status: 'resolved',
      outcome: 'One night refunded: ₹3,200.',
    });
  });

  it("refuses another person's ticket, and a provider another provider's ticket or one about no listing", async () => {
    const g = await raised(guest, { topic: 'listing', kind: 'hotel', listingId: hotelId, message: 'Wrong address on the map.' });
    const general = await raised(guest, { topic: 'payment', message: 'Charged twice by the gateway.' });
    expect((await call(t, otherGuest, 'POST', `/api/grievances/${g._id}/reply`, { message: 'Me too' })).statusCode).toBe(404);
    expect((await listOf(t, '/api/grievances/mine', otherGuest)).items).toEqual([]);
    expect((await call(t, otherOwner, 'GET', `/api/admin/grievances/${g._id}`)).statusCode).toBe(404);
    expect((await call(t, otherOwner, 'POST', `/api/admin/grievances/${g._id}/reply`, { message: 'Hi' })).statusCode).toBe(404);
    expect((await call(t, owner, 'GET', `/api/admin/grievances/${general._id}`)).statusCode).toBe(404);
    expect((await call(t, guest, 'GET', '/api/admin/grievances')).statusCode).toBe(403);
    expect((await call(t, undefined, 'GET', '/api/grievances/mine')).statusCode).toBe(401);
    const ownersQueue = (await listOf(t, '/api/admin/grievances?limit=100', owner)).items.map((x: { _id: string }) => x._id);
    expect(ownersQueue).toContain(g._id);
    expect(ownersQueue).not.toContain(general._id);
    expect((await listOf(t, '/api/admin/grievances?limit=100', otherOwner)).items.map((x: { _id: string }) => x._id)).not.toContain(g._id);
    const adminsQueue = (await listOf(t, '/api/admin/grievances?limit=100', admin)).items.map((x: { _id: string }) => x._id);
    expect(adminsQueue).toEqual(expect.arrayContaining([g._id, general._id]));
  });

  it('puts overdue tickets first: unacknowledged after 48 hours, or unresolved after 30 days', async () => {
    const fresh = await raised(guest, { topic: 'listing', kind: 'hotel', listingId: otherHotelId, message: 'Fresh' });
    const late = await raised(guest, { topic: 'listing', kind: 'hotel', listingId: otherHotelId, message: 'Not acknowledged' });
    const old = await raised(guest, { topic: 'listing', kind: 'hotel', listingId: otherHotelId, message: 'Acknowledged, not resolved' });
    await call(t, otherOwner, 'POST', `/api/admin/grievances/${old._id}/reply`, { message: 'Looking into it' });
    // raised in the past: the ticket was raised 3 days ago, the other 32 days ago
    const back = async (id: string, ms: number) => {
      const [row] = await t.db.select().from(grievances).where(eq(grievances.id, id));
      await t.db
        .update(grievances)
        .set({
          createdAt: new Date(row!.createdAt.getTime() - ms),
          acknowledgeBy: new Date(row!.acknowledgeBy.getTime() - ms),
          resolveBy: new Date(row!.resolveBy.getTime() - ms),
        })
        .where(eq(grievances.id, id));
    };
    await back(late._id, 72 * HOUR);
    await back(old._id, 32 * 24 * HOUR);
    const queue = (await listOf(t, '/api/admin/grievances?limit=100', otherOwner)).items as { _id: string; overdue: boolean }[];
    expect(queue.map((x) => x._id).slice(0, 3)).toEqual([old._id, late._id, fresh._id]);
    expect(queue.map((x) => x.overdue).slice(0, 3)).toEqual([true, true, false]);
    const openOnly = (await listOf(t, '/api/admin/grievances?status=answered', otherOwner)).items.map((x: { _id: string }) => x._id);
    expect(openOnly).toEqual([old._id]);
  });
});

describe('GET /api/grievances/officer', () => {
  it("publishes the grievance officer and the company's legal name and address, from the settings", async () => {
    const res = await call(t, undefined, 'GET', '/api/grievances/officer');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      officer: { name: 'Vikram Rao', email: 'grievance.officer@raahi.example', phone: '+91 80 4567 8900' },
      company: { legalName: 'Raahi Travels Private Limited', address: expect.stringContaining('Bengaluru') },
    });
  });
});
