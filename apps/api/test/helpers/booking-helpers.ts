// Small helpers shared by the booking test files.
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { expect } from 'vitest';
import { call } from './requests.ts';
import { signedInAs, type TestApp } from './test-app.ts';

/** An instant `hours` from now, as an ISO string. */
export const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

export const today = todayInIndia();
/** The Indian calendar day `n` days from today. */
export const day = (n: number) => addDays(today, n);

/** POST /api/booking/create as `who`: one room of the hotel from day(`from`) to day(`to`); the answer as it is. */
export const bookStay = (t: TestApp, who: Parameters<typeof call>[1], hotelId: string, from: number, to: number) =>
  call(t, who, 'POST', '/api/booking/create', { hotel: hotelId, roomCount: 1, checkInDate: day(from), checkOutDate: day(to) });
/** POST /api/cab/booking/create as `who`: the cab from `route[0]` to `route[1]`, picked up at `pickupTime` (ISO), with `more` (the drop-off time, the payment choice); the answer as it is. */
export const bookCab = (
  t: TestApp,
  who: Parameters<typeof call>[1],
  cabId: string,
  [pickupLocation, dropoffLocation]: [string, string],
  pickupTime: string,
  more: { dropofftime?: string; paymentChoice?: 'full' | 'half' } = {},
) => call(t, who, 'POST', '/api/cab/booking/create', { cab: cabId, pickupLocation, dropoffLocation, pickupTime, ...more });
/** bookStay, checked to be created; answers the booking's id. */
export async function stayId(t: TestApp, who: Parameters<typeof call>[1], hotelId: string, from: number, to: number) {
  const res = await bookStay(t, who, hotelId, from, to);
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id as string;
}

/**
 * The accounts a booking test needs: the guest (whose first name shows on the booking), another guest,
 * an admin, and two providers of the kind booked (the owner of the listing and someone else's).
 */
export async function bookingCast(t: TestApp, guestName: string, providerRole: 'hotel' | 'cab' | 'tour') {
  return {
    guest: await signedInAs(t, 'user', { firstName: guestName }),
    other: await signedInAs(t, 'user'),
    admin: await signedInAs(t, 'admin'),
    owner: await signedInAs(t, providerRole),
    otherOwner: await signedInAs(t, providerRole),
  };
}
