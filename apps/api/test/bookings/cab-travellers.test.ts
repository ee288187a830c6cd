// Cabs for a party (decision 0065): a cab seating fewer than the travellers is refused with the reason, and the
// list keeps only the cabs that seat them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inHours } from '../helpers/booking-helpers.ts';
import { insertCab } from '../helpers/fixtures.ts';
import { call } from '../helpers/requests.ts';
import { createTestApp, signedInAs, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let guest: Actor;
let sedan: string, suv: string;

beforeAll(async () => {
  t = await createTestApp();
  guest = await signedInAs(t, 'user');
  sedan = (await insertCab(t.db, { model: 'Swift Dzire', seats: 4 })).id;
  suv = (await insertCab(t.db, { model: 'Innova Crysta', type: 'SUV', seats: 6 })).id;
  await insertCab(t.db, { model: 'Tempo Traveller', type: 'Van', seats: 12 });
});
afterAll(() => t?.close());

const trip = (cab: string, travellers?: number, hours = 48) => ({
  cab,
  pickupLocation: 'Home, Lajpat Nagar',
  dropoffLocation: 'Office, Gurugram',
  pickupTime: inHours(hours),
  ...(travellers === undefined ? {} : { travellers }),
});

describe('cab travellers', () => {
  it('refuses a cab with fewer seats than travellers, saying why, in the quote and the booking', async () => {
    const quoted = await call(t, undefined, 'POST', '/api/quote', { kind: 'cab', ...trip(sedan, 5) });
    expect(quoted.statusCode).toBe(400);
    expect(quoted.json().message).toBe('This cab seats 4 and you are 5 travellers: choose a larger cab.');
    const booked = await call(t, guest, 'POST', '/api/cab/booking/create', trip(sedan, 5));
    expect(booked.statusCode).toBe(400);
    expect(booked.json()).toMatchObject({
      message: 'This cab seats 4 and you are 5 travellers: choose a larger cab.',
      fields: { travellers: expect.any(String) },
    });
  });

  it('books a cab that seats the party, up to its last seat, and says how many travel', async () => {
    expect((await call(t, undefined, 'POST', '/api/quote', { kind: 'cab', ...trip(suv, 6) })).statusCode).toBe(200);
    const booked = await call(t, guest, 'POST', '/api/cab/booking/create', trip(suv, 6, 72));
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().travellers).toBe(6);
    // the spec's body, without travellers, still books
    const plain = await call(t, guest, 'POST', '/api/cab/booking/create', trip(sedan, undefined, 96));
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().travellers).toBeNull();
  });

  it('refuses nonsense counts', async () => {
    for (const travellers of [0, 61, 2.5, 'six']) {
      const res = await call(t, undefined, 'POST', '/api/quote', { kind: 'cab', ...trip(suv), travellers });
      expect(res.statusCode, String(travellers)).toBe(400);
      expect(res.json().fields, String(travellers)).toHaveProperty('travellers');
    }
    expect((await call(t, undefined, 'GET', '/api/cab?travellers=0')).statusCode).toBe(400);
  });

  it('lists only the cabs that seat the travellers', async () => {
    const models = async (q: string) =>
      ((await call(t, undefined, 'GET', `/api/cab${q}`)).json() as { model: string }[]).map((c) => c.model).sort();
    expect(await models('?travellers=6')).toEqual(['Innova Crysta', 'Tempo Traveller']);
    expect(await models('?travellers=7')).toEqual(['Tempo Traveller']);
    expect(await models('?travellers=4')).toEqual(['Innova Crysta', 'Swift Dzire', 'Tempo Traveller']);
    expect(await models('?travellers=13')).toEqual([]);
  });
});
