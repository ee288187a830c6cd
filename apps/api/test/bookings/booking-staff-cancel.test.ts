// Staff cancelling someone else's booking: they give a reason (required on POST …/cancel; the specs' status
// calls may leave it out), the history keeps it, and the guest's email says who cancelled and why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookStay, inHours, bookCab } from '../helpers/booking-helpers.ts';
import { insertCab, insertHotel } from '../helpers/fixtures.ts';
import { payAndVerify } from '../helpers/money-helpers.ts';
import { messageTo, outbox } from '../helpers/outbox.ts';
import { call } from '../helpers/requests.ts';
import { createTestApp, signedInAccounts, signedInAs, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: Actor, hotelOwner: Actor, cabOwner: Actor;
let hotelId: string, cabId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, hotelOwner, cabOwner } = await signedInAccounts(t, { admin: 'admin', hotelOwner: 'hotel', cabOwner: 'cab' }));
  hotelId = (await insertHotel(t.db, { rooms: 5, ownerId: hotelOwner.id })).id;
  cabId = (await insertCab(t.db, { ownerId: cabOwner.id })).id;
});
afterAll(() => t?.close());

/** A fresh guest's paid stay of one night, `from` days ahead. */
async function paidStay(from: number) {
  const guest = await signedInAs(t, 'user', { firstName: 'Meera' });
  const res = await bookStay(t, guest, hotelId, from, from + 1);
  expect(res.statusCode, res.body).toBe(201);
  const booking = res.json() as { _id: string; reference: string };
  expect((await payAndVerify(t, guest, booking._id)).status).toBe('Confirmed');
  return { guest, ...booking };
}

const cancelled = async (guest: Actor) => messageTo(await outbox(t, admin), guest.email, /^Booking cancelled/);
const history = async (who: Actor, id: string) => (await call(t, who, 'POST', `/api/bookings/${id}/history`)).json().history;

describe('a staff cancel of a paid stay', () => {
  it('from the status menu: the guest is told the hotel cancelled, why, and the full refund; the history keeps the reason', async () => {
    const b = await paidStay(20);
    const reason = 'A burst water pipe has closed the floor your room is on.';
    const res = await call(t, hotelOwner, 'PUT', `/api/booking/status/${b._id}`, { status: 'Cancelled', reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Cancelled', payment: { refunded: res.json().ammount } });
    const mail = await cancelled(b.guest);
    expect(mail.text).toContain(`The hotel cancelled your booking. Their reason: ${reason}`);
    expect(mail.text).toContain(`Booking: ${b.reference}`);
    expect(mail.html).toContain('The hotel cancelled your booking.');
    expect(await history(b.guest, b._id)).toContainEqual(
      expect.objectContaining({
        fromStatus: 'Confirmed',
        toStatus: 'Cancelled',
        note: reason,
        changedBy: expect.objectContaining({ _id: hotelOwner.id }),
      }),
    );
  });

  it("keeps the specs' status call working without a reason, and tells the guest that none was given", async () => {
    const b = await paidStay(22);
    const res = await call(t, admin, 'PUT', `/api/booking/status/${b._id}`, { status: 'Cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('Cancelled');
    expect((await cancelled(b.guest)).text).toContain('Raahi support cancelled your booking. They gave no reason.');
  });

  it('through POST …/cancel needs a reason (400, nothing changes) and then names Raahi support and the reason', async () => {
    const b = await paidStay(24);
    for (const body of [undefined, {}, { reason: '   ' }]) {
      const refused = await call(t, admin, 'POST', `/api/bookings/${b._id}/cancel`, body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'invalid_input', fields: { reason: 'Give a reason.' } });
    }
    expect((await call(t, b.guest, 'POST', `/api/bookings/${b._id}/history`)).json().booking.status).toBe('Confirmed');
    const res = await call(t, admin, 'POST', `/api/bookings/${b._id}/cancel`, { reason: 'The guest asked us by phone.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().booking.status).toBe('Cancelled');
    expect((await cancelled(b.guest)).text).toContain('Raahi support cancelled your booking. Their reason: The guest asked us by phone.');
  });

  it('names the cab operator for a cab owner, and escapes the reason in the HTML', async () => {
    const guest = await signedInAs(t, 'user');
    const ride = await bookCab(t, guest, cabId, ['Pune', 'Goa'], inHours(120), { dropofftime: inHours(125) });
    const id = ride.json()._id as string;
    const res = await call(t, cabOwner, 'POST', `/api/bookings/${id}/cancel`, { reason: 'The car is in <b>repair</b>.' });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await cancelled(guest);
    expect(mail.text).toContain('The cab operator cancelled your booking. Their reason: The car is in <b>repair</b>.');
    expect(mail.html).toContain('The car is in &lt;b&gt;repair&lt;/b&gt;.');
  });

  it('asks no reason of a guest cancelling their own booking, and does not say someone else cancelled it', async () => {
    const b = await paidStay(26);
    const res = await call(t, b.guest, 'POST', `/api/bookings/${b._id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await cancelled(b.guest)).text).not.toContain('cancelled your booking.');
  });
});
