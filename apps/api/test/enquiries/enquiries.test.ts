import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCab, insertHotel, insertTour } from '../helpers/fixtures.ts';
import { messageTo, outbox } from '../helpers/outbox.ts';
import { call, listOf } from '../helpers/requests.ts';
import { createTestApp, signedInAccounts, signedInAs, type Actor, type TestApp, UNKNOWN_ID } from '../helpers/test-app.ts';

let t: TestApp;
let visitor: Actor, admin: Actor, hotelOwner: Actor, otherHotelOwner: Actor, cabOwner: Actor, tourManager: Actor;
let hotelId: string, otherHotelId: string, cabId: string, tourId: string;

beforeAll(async () => {
  t = await createTestApp();
  visitor = await signedInAs(t, 'user', { firstName: 'Ira' });
  admin = await signedInAs(t, 'admin');
  hotelOwner = await signedInAs(t, 'hotel', { firstName: 'Priya' });
  ({ otherHotelOwner, cabOwner } = await signedInAccounts(t, { otherHotelOwner: 'hotel', cabOwner: 'cab' }));
  tourManager = await signedInAs(t, 'tour', { firstName: 'Kavya' });
  hotelId = (await insertHotel(t.db, { name: 'Backwater Retreat', ownerId: hotelOwner.id })).id;
  otherHotelId = (await insertHotel(t.db, { name: 'Elsewhere Inn', ownerId: otherHotelOwner.id })).id;
  cabId = (await insertCab(t.db, { ownerId: cabOwner.id })).id;
  tourId = (await insertTour(t.db, { name: 'Spiti Circuit' })).id;
});
afterAll(() => t?.close());

const ask = (who: Actor | undefined, body: object, headers: Record<string, string> = {}) =>
  call(t, who, 'POST', '/api/enquiries', body, headers);
const signedOut = { name: 'Ravi Kumar', email: 'Ravi@Example.test', phone: '+91 98765 43210' };

describe('POST /api/enquiries', () => {
  it('takes a signed-in visitor’s question with the account’s name and email; it is open and unread', async () => {
    const res = await ask(visitor, { kind: 'hotel', listingId: hotelId, message: 'Is there a lake-view room on 12 March?' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'hotel',
      listing: { _id: hotelId, name: 'Backwater Retreat' },
      name: 'Ira user',
      email: visitor.email,
      status: 'open',
      unread: true,
      messages: [{ from: 'visitor', authorName: 'Ira user', text: 'Is there a lake-view room on 12 March?' }],
    });
  });

  it('takes a signed-out question with name, email and phone, and says which are missing otherwise', async () => {
    const ok = await ask(undefined, { kind: 'tour', listingId: tourId, message: 'Is the road open in May?', ...signedOut });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ name: 'Ravi Kumar', email: 'ravi@example.test', phone: '+91 98765 43210' });
    const missing = await ask(undefined, { kind: 'tour', listingId: tourId, message: 'Hello?', name: 'Ravi' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toEqual(['email', 'phone']);
    const badEmail = await ask(undefined, { kind: 'tour', listingId: tourId, message: 'Hi', ...signedOut, email: 'nope' });
    expect(badEmail.json().fields).toHaveProperty('email');
  });

  it('refuses a listing that does not exist, or of another kind', async () => {
    for (const [kind, listingId] of [
      ['hotel', UNKNOWN_ID],
      ['cab', hotelId],
    ]) {
      const res = await ask(visitor, { kind, listingId, message: 'Hello' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ listingId: 'No such listing.' });
    }
  });

  it('throttles signed-out questions from one address (429 with Retry-After); another address still asks', async () => {
    const from = { 'x-forwarded-for': '203.0.113.9' };
    // a separate app: its own counters, trusting the test's forwarded address
    const own = await createTestApp({ trustProxy: ['127.0.0.1'] });
    try {
      const listing = (await insertHotel(own.db)).id;
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await own.app.inject({
          method: 'POST',
          url: '/api/enquiries',
          headers: from,
          payload: { kind: 'hotel', listingId: listing, message: `Question ${i}`, ...signedOut, email: `p${i}@example.test` },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.slice(10)).toEqual([429, 429]);
      const elsewhere = await own.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        headers: { 'x-forwarded-for': '198.51.100.7' },
        payload: { kind: 'hotel', listingId: listing, message: 'From another place', ...signedOut },
      });
      expect(elsewhere.statusCode).toBe(201);
    } finally {
      await own.close();
    }
  });
});

describe('the Enquiry inbox', () => {
  it("shows a hotel owner only their hotel's enquiries, with unread counts; another owner sees none of them", async () => {
    await ask(visitor, { kind: 'hotel', listingId: otherHotelId, message: 'For the other hotel' });
    const own = await listOf(t, '/api/admin/enquiries?kind=hotel', hotelOwner);
    expect(own.items.length).toBeGreaterThan(0);
    expect(own.items.every((e: { listing: { _id: string } }) => e.listing._id === hotelId)).toBe(true);
    const others = await listOf(t, '/api/admin/enquiries?kind=hotel', otherHotelOwner);
    expect(others.items.map((e: { listing: { name: string } }) => e.listing.name)).toEqual(['Elsewhere Inn']);
    const unread = await call(t, hotelOwner, 'GET', '/api/admin/enquiries/unread');
    expect(unread.json()).toEqual({ hotel: own.total, cab: 0, tour: 0 });
    const all = await listOf(t, '/api/admin/enquiries?kind=hotel', admin);
    expect(all.total).toBe(own.total + others.total);
  });

  it("refuses a provider reading or answering another listing's enquiry (404) and another kind's inbox (403)", async () => {
    const id = (await ask(visitor, { kind: 'hotel', listingId: hotelId, message: 'Private question' })).json()._id;
    for (const [method, url, body] of [
      ['GET', `/api/admin/enquiries/${id}`],
      ['POST', `/api/admin/enquiries/${id}/reply`, { message: 'Not mine' }],
      ['POST', `/api/admin/enquiries/${id}/close`],
    ] as const) {
      for (const who of [otherHotelOwner, cabOwner, tourManager]) {
        const res = await call(t, who, method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().message).toBe('Enquiry was not found.');
      }
      expect((await call(t, visitor, method, url, body)).statusCode).toBe(403);
      expect((await call(t, undefined, method, url, body)).statusCode).toBe(401);
    }
    expect((await call(t, hotelOwner, 'GET', '/api/admin/enquiries?kind=cab')).statusCode).toBe(403);
    expect((await call(t, cabOwner, 'GET', '/api/admin/enquiries?kind=hotel')).statusCode).toBe(403);
    expect((await call(t, visitor, 'GET', '/api/admin/enquiries?kind=hotel')).statusCode).toBe(403);
    expect((await call(t, hotelOwner, 'GET', '/api/admin/enquiries')).statusCode).toBe(400);
  });

  it('opens, answers and closes a thread; the visitor reads the answer in their enquiries', async () => {
    const id = (await ask(visitor, { kind: 'hotel', listingId: hotelId, message: 'Do you have parking?' })).json()._id;
    const before = (await call(t, hotelOwner, 'GET', '/api/admin/enquiries/unread')).json().hotel;
    const opened = await call(t, hotelOwner, 'GET', `/api/admin/enquiries/${id}`);
    expect(opened.json()).toMatchObject({ _id: id, unread: false, status: 'open' });
    expect((await call(t, hotelOwner, 'GET', '/api/admin/enquiries/unread')).json().hotel).toBe(before - 1);

    const reply = await call(t, hotelOwner, 'POST', `/api/admin/enquiries/${id}/reply`, { message: 'Yes, free parking for guests.' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      status: 'answered',
      messages: [
        { from: 'visitor', text: 'Do you have parking?' },
        { from: 'provider', authorName: 'Priya hotel', text: 'Yes, free parking for guests.' },
      ],
    });
    const answered = await listOf(t, '/api/admin/enquiries?kind=hotel&status=answered', hotelOwner);
    expect(answered.items.map((e: { _id: string }) => e._id)).toContain(id);

    const mine = await listOf(t, '/api/enquiries/mine', visitor);
    expect(mine.items[0]).toMatchObject({ _id: id, status: 'answered', messages: [{}, { text: 'Yes, free parking for guests.' }] });
    // the visitor is told by email, with a link to the conversation
    const told = messageTo(await outbox(t, admin), visitor.email, /^Your question about Backwater Retreat has an answer$/);
    expect(told.text).toContain('Priya hotel answered your question about Backwater Retreat:');
    expect(told.text).toContain('Yes, free parking for guests.');
    expect(told.html).toContain('/user');

    expect((await call(t, hotelOwner, 'POST', `/api/admin/enquiries/${id}/close`)).json().status).toBe('closed');
    const late = await call(t, admin, 'POST', `/api/admin/enquiries/${id}/reply`, { message: 'One more thing' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('enquiry_closed');
  });

  it('emails a signed-out visitor the answer with a link to the listing', async () => {
    const id = (await ask(undefined, { kind: 'hotel', listingId: hotelId, message: 'Is breakfast included?', ...signedOut })).json()._id;
    expect((await call(t, hotelOwner, 'POST', `/api/admin/enquiries/${id}/reply`, { message: 'It is, 7 to 10.' })).statusCode).toBe(200);
    const told = messageTo(await outbox(t, admin), 'ravi@example.test', /has an answer$/);
    expect(told.text).toContain('Hello Ravi Kumar,');
    expect(told.html).toContain(`/hotel/${hotelId}`);
  });

  it('lets tour managers answer tour enquiries and admins answer any', async () => {
    const tourQ = (await ask(visitor, { kind: 'tour', listingId: tourId, message: 'Vegetarian meals?' })).json()._id;
    expect((await call(t, tourManager, 'POST', `/api/admin/enquiries/${tourQ}/reply`, { message: 'Yes.' })).statusCode).toBe(200);
    const cabQ = (await ask(visitor, { kind: 'cab', listingId: cabId, message: 'Child seat?' })).json()._id;
    expect((await call(t, admin, 'POST', `/api/admin/enquiries/${cabQ}/reply`, { message: 'On request.' })).statusCode).toBe(200);
    expect((await listOf(t, '/api/admin/enquiries?kind=cab', cabOwner)).items.map((e: { _id: string }) => e._id)).toEqual([cabQ]);
  });

  it('gives a visitor only their own enquiries', async () => {
    const stranger = await signedInAs(t, 'user');
    expect((await listOf(t, '/api/enquiries/mine', stranger)).total).toBe(0);
    expect((await call(t, undefined, 'GET', '/api/enquiries/mine')).statusCode).toBe(401);
  });
});
