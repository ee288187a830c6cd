// Rooms and rates (issue 28): a hotel's room types and rate plans, their owner's calls, and who may make them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels } from '../../src/db/schema.ts';
import { eq } from 'drizzle-orm';
import { insertHotel } from '../helpers/fixtures.ts';
import { call } from '../helpers/requests.ts';
import { appWith, type Actor, type TestApp } from '../helpers/test-app.ts';
import { stayId } from '../helpers/booking-helpers.ts';

let t: TestApp;
let owner: Actor;
let otherOwner: Actor;
let admin: Actor;
let guest: Actor;
let hotelId: string;

beforeAll(async () => {
  ({ t, owner, otherOwner, admin, guest } = await appWith({ owner: 'hotel', otherOwner: 'hotel', admin: 'admin', guest: 'user' }));
  hotelId = (await insertHotel(t.db, { ownerId: owner.id, price: 450_000, rooms: 5 })).id;
  await insertHotel(t.db, { ownerId: otherOwner.id });
});
afterAll(() => t?.close());

const url = (path = '') => `/api/hotels/${hotelId}${path}`;
const deluxe = { name: 'Deluxe room', beds: ['1 King bed'], maxOccupancy: 3, maxAdults: 2, maxChildren: 1, rooms: 4, sizeSqm: 32 };

describe('a hotel sells room types under rate plans', () => {
  it("a new hotel sells one 'Standard room' of its rooms under one 'Room only' plan at its price", async () => {
    const types = await call(t, owner, 'GET', url('/room-types'));
    expect(types.statusCode, types.body).toBe(200);
    expect(types.json()).toMatchObject([{ name: 'Standard room', rooms: 5, archivedAt: null }]);
    const plans = (await call(t, owner, 'GET', url('/rate-plans'))).json();
    expect(plans).toMatchObject([
      { name: 'Room only', mealPlan: 'EP', derivedFrom: null, prices: [{ roomTypeId: types.json()[0]._id, price: 4500 }] },
    ]);
  });

  it('adds a room type and a breakfast plan; the hotel answers its lowest price and all its rooms', async () => {
    const rt = await call(t, owner, 'POST', url('/room-types'), deluxe);
    expect(rt.statusCode, rt.body).toBe(201);
    expect(rt.json()).toMatchObject({ ...deluxe, position: 1, baseOccupancy: 2 });
    const [standard] = (await call(t, owner, 'GET', url('/room-types'))).json();
    const plan = await call(t, owner, 'POST', url('/rate-plans'), {
      name: 'Breakfast included',
      mealPlan: 'CP',
      cancellationPolicy: { type: 'free-until', hours: 48, fee: 'first-night' },
      prices: [
        { roomTypeId: standard._id, price: 4000 },
        { roomTypeId: rt.json()._id, price: 6500 },
      ],
    });
    expect(plan.statusCode, plan.body).toBe(201);
    expect(plan.json().cancellationTerms).toMatch(/48 hours/);
    const [h] = await t.db.select().from(hotels).where(eq(hotels.id, hotelId));
    expect([h!.price, h!.rooms]).toEqual([400_000, 9]);
  });

  it('a derived plan follows its parent: 10% off, and when the parent changes, so does it', async () => {
    const plans = (await call(t, owner, 'GET', url('/rate-plans'))).json();
    const breakfast = plans.find((p: { name: string }) => p.name === 'Breakfast included');
    const saver = await call(t, owner, 'POST', url('/rate-plans'), {
      name: 'Non-refundable saver',
      mealPlan: 'CP',
      cancellationPolicy: { type: 'non-refundable' },
      prices: breakfast.prices.map((p: { roomTypeId: string }) => ({ roomTypeId: p.roomTypeId })),
      derivedFrom: { ratePlanId: breakfast._id, percent: -10 },
    });
    expect(saver.statusCode, saver.body).toBe(201);
    expect(saver.json().prices.map((p: { price: number }) => p.price)).toEqual([3600, 5850]);
    const raised = await call(t, owner, 'PUT', url(`/rate-plans/${breakfast._id}`), {
      ...breakfast,
      prices: breakfast.prices.map((p: { roomTypeId: string; price: number }) => ({ ...p, price: p.price + 1000 })),
      derivedFrom: null,
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const after = (await call(t, owner, 'GET', url('/rate-plans'))).json();
    expect(after.find((p: { _id: string }) => p._id === saver.json()._id).prices.map((p: { price: number }) => p.price)).toEqual([
      4500, 6750,
    ]);
    // a plan others follow cannot go
    expect((await call(t, owner, 'DELETE', url(`/rate-plans/${breakfast._id}`))).json().code).toBe('plan_followed');
  });

  it('refuses room types and parents of another hotel, with the field named', async () => {
    const other = (await call(t, admin, 'GET', `/api/hotels/${(await insertHotel(t.db)).id}/room-types`)).json()[0];
    const res = await call(t, owner, 'POST', url('/rate-plans'), {
      name: 'X',
      mealPlan: 'EP',
      prices: [{ roomTypeId: other._id, price: 100 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'prices.0.roomTypeId': 'Not a room type of this hotel.' });
    const noPrice = await call(t, owner, 'POST', url('/rate-plans'), { name: 'X', mealPlan: 'EP', prices: [{ roomTypeId: other._id }] });
    expect(noPrice.json().fields).toEqual({ prices: 'Give each room type a price above ₹0.' });
  });

  it('a room type with bookings is archived, one without is erased, and the last one stays', async () => {
    const spare = (await call(t, owner, 'POST', url('/room-types'), { name: 'Spare', rooms: 1 })).json();
    const erased = await call(t, owner, 'DELETE', url(`/room-types/${spare._id}`));
    expect(erased.json()).toEqual({ message: 'Room type deleted.', archived: false });
    const [standard] = (await call(t, owner, 'GET', url('/room-types'))).json();
    await stayId(t, guest, hotelId, 10, 12);
    const archived = await call(t, owner, 'DELETE', url(`/room-types/${standard._id}`));
    expect(archived.json()).toEqual({ message: 'Room type archived: it has bookings.', archived: true });
    const types = (await call(t, owner, 'GET', url('/room-types'))).json();
    expect(types.map((x: { name: string; archivedAt: string | null }) => [x.name, x.archivedAt === null])).toEqual([
      ['Deluxe room', true],
      ['Standard room', false],
    ]);
    const last = await call(t, owner, 'DELETE', url(`/room-types/${types[0]._id}`));
    expect([last.statusCode, last.json().code]).toEqual([409, 'last_room_type']);
  });
});

describe("the specs' hotel form", () => {
  it('changing the price, rooms or policy of a hotel changes its default room type and plan, so bookings charge what it set', async () => {
    const hotel = await insertHotel(t.db, { ownerId: null, price: 300_000, rooms: 4 });
    const edit = await call(t, admin, 'GET', `/api/admin/hotel/edit/${hotel.id}`);
    const body = { ...edit.json(), price: 3500, rooms: 6, cancellationPolicy: { type: 'non-refundable' } };
    const saved = await call(t, admin, 'PUT', `/api/admin/hotel/edit/${hotel.id}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ price: 3500, rooms: 6 });
    const types = (await call(t, admin, 'GET', `/api/hotels/${hotel.id}/room-types`)).json();
    const plans = (await call(t, admin, 'GET', `/api/hotels/${hotel.id}/rate-plans`)).json();
    expect(types.map((x: { rooms: number }) => x.rooms)).toEqual([6]);
    expect(plans[0]).toMatchObject({ prices: [{ price: 3500 }], cancellationPolicy: { type: 'non-refundable' } });
    // an edit of the description alone leaves the rates as they are
    await call(t, admin, 'PUT', `/api/hotels/${hotel.id}/rate-plans/${plans[0]._id}`, {
      ...plans[0],
      prices: [{ roomTypeId: types[0]._id, price: 3900 }],
    });
    await call(t, admin, 'PUT', `/api/admin/hotel/edit/${hotel.id}`, { ...body, price: 3900, name: 'Renamed' });
    expect((await call(t, admin, 'GET', `/api/hotels/${hotel.id}/rate-plans`)).json()[0].prices[0].price).toBe(3900);
  });
});

describe('who may call', () => {
  it("refuses every call of another hotel's owner (404, as if it did not exist), a guest (403) and no one (401); admins pass", async () => {
    const rt = (await call(t, owner, 'GET', url('/room-types'))).json()[0]._id;
    const rp = (await call(t, owner, 'GET', url('/rate-plans'))).json()[0]._id;
    const calls: [method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: object][] = [
      ['GET', '/room-types'],
      ['POST', '/room-types', { name: 'Sneaky', rooms: 1 }],
      ['PUT', `/room-types/${rt}`, { name: 'Sneaky', rooms: 1 }],
      ['DELETE', `/room-types/${rt}`],
      ['GET', '/rate-plans'],
      ['POST', '/rate-plans', { name: 'Sneaky', mealPlan: 'EP', prices: [{ roomTypeId: rt, price: 1 }] }],
      ['PUT', `/rate-plans/${rp}`, { name: 'Sneaky', mealPlan: 'EP', prices: [{ roomTypeId: rt, price: 1 }] }],
      ['DELETE', `/rate-plans/${rp}`],
      ['GET', '/calendar?from=2030-01-01&to=2030-01-31'],
      ['PATCH', '/calendar', { changes: [{ from: '2030-01-01', to: '2030-01-02', roomTypeIds: [rt], set: { closed: true } }] }],
      ['POST', '/calendar/undo'],
      ['GET', '/calendar/history?date=2030-01-01'],
    ];
    for (const [method, path, body] of calls) {
      const label = `${method} ${path}`;
      expect((await call(t, otherOwner, method, url(path), body)).statusCode, label).toBe(404);
      expect((await call(t, guest, method, url(path), body)).statusCode, label).toBe(403);
      expect((await call(t, undefined, method, url(path), body)).statusCode, label).toBe(401);
    }
    expect((await call(t, admin, 'GET', url('/room-types'))).statusCode).toBe(200);
    expect((await call(t, admin, 'GET', url('/calendar?from=2030-01-01&to=2030-01-31'))).statusCode).toBe(200);
    const names = (await call(t, owner, 'GET', url('/room-types'))).json().map((x: { name: string }) => x.name);
    expect(names).not.toContain('Sneaky');
  });
});
