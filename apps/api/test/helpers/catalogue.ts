// Shared by the catalogue cache tests that run two API processes on one database or one Redis.
import { addDays } from '@raahi/contract/rules/dates';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

type Who = { headers: { cookie: string } };

/** The admin's edit of a hotel's name through the API (as the back-office sends it). */
export async function renameHotel(t: TestApp, admin: Who, hotelId: string, name: string) {
  const current = (await t.app.inject({ url: `/api/admin/hotel/edit/${hotelId}`, headers: admin.headers })).json();
  const { _id, createdAt, updatedAt, ...input } = current;
  void [_id, createdAt, updatedAt];
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/hotel/edit/${hotelId}`,
    headers: admin.headers,
    payload: { ...input, name },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * Asks `t` for `url` until `done` holds of the answer's body, for at most `ms`: another process hears of a
 * change by a message that arrives within milliseconds, but after the writer's answer. Returns the requests made.
 */
export async function askUntil(t: TestApp, url: string, done: (body: string) => boolean, ms = 5000): Promise<number> {
  const deadline = Date.now() + ms;
  for (let asked = 1; ; asked++) {
    if (done((await t.app.inject({ url })).body)) return asked;
    if (Date.now() > deadline) throw new Error(`${url} did not change within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Books one room of a hotel for the night of `checkin` through the API; answers the booking's id. */
export async function bookOneNight(t: TestApp, guest: Who, hotelId: string, checkin: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/booking/create',
    headers: guest.headers,
    payload: { hotel: hotelId, roomCount: 1, checkInDate: checkin, checkOutDate: addDays(checkin, 1), guests: 2 },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { _id: string })._id;
}
