// What a stay's voucher tells the guest and the front desk, read back from the PDF: the booking reference,
// the hotel's address and phone and its check-in and check-out times (as its owner set them in the hotel
// form), the room, the meal plan and the guests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { day } from '../helpers/booking-helpers.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { payAndVerify } from '../helpers/money-helpers.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { call } from '../helpers/requests.ts';
import { createTestApp, signedInAccounts, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let guest: Actor, owner: Actor, admin: Actor;

beforeAll(async () => {
  t = await createTestApp();
  ({ guest, owner, admin } = await signedInAccounts(t, { guest: { role: 'user', firstName: 'Kavya' }, owner: 'hotel', admin: 'admin' }));
});
afterAll(() => t?.close());

async function voucherText(id: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/bookings/${id}/voucher`, headers: guest.headers });
  expect(res.statusCode, res.body).toBe(200);
  return pdfText(res.rawPayload);
}

describe("a stay's voucher", () => {
  it('carries the reference, the hotel’s address, phone and times its owner set, the room, the meal plan and the guests', async () => {
    const hotel = await insertHotel(t.db, { rooms: 4, ownerId: owner.id, name: 'Lake Pichola Residency', location: 'Udaipur, Rajasthan' });
    // the owner sets the hotel's contact details and times in the back-office hotel form (PUT /api/hotel/{id})
    const current = (await call(t, owner, 'GET', `/api/hotel/${hotel.id}`)).json();
    const edited = await call(t, owner, 'PUT', `/api/hotel/${hotel.id}`, {
      ...current,
      address: '14, Lake Palace Road, Udaipur 313001, Rajasthan',
      phone: '+91 294 242 8000',
      checkInTime: '14:00',
      checkOutTime: '10:30',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ phone: '+91 294 242 8000', checkInTime: '14:00', checkOutTime: '10:30' });

    const res = await call(t, guest, 'POST', '/api/booking/create', {
      hotel: hotel.id,
      roomCount: 2,
      guests: 3,
      mealPlan: 'half-board',
      checkInDate: day(30),
      checkOutDate: day(33),
      guestName: 'Kavya Iyer',
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json() as { _id: string; reference: string; time: string };
    expect(booking.time).toBe('14:00');
    await payAndVerify(t, guest, booking._id);

    const text = await voucherText(booking._id);
    expect(text).toContain(`Booking: ${booking.reference}`);
    expect(text).not.toContain(booking._id);
    expect(text).toContain('Hotel: Lake Pichola Residency, Udaipur, Rajasthan');
    expect(text).toContain('Address: 14, Lake Palace Road, Udaipur 313001, Rajasthan');
    expect(text).toContain('Phone: +91 294 242 8000');
    expect(text).toContain(`Check-in: ${day(30)} from 14:00`);
    expect(text).toContain(`Check-out: ${day(33)} by 10:30`);
    expect(text).toContain('Room: 2 rooms × 3 nights');
    expect(text).toContain('Meal plan: Half board (breakfast and one meal)');
    expect(text).toContain('Guests: 3 guests, booked for Kavya Iyer');
  });

  it('refuses a phone or a time that is not one, and a hotel without them still gets a voucher with the default times', async () => {
    const hotel = await insertHotel(t.db, { rooms: 2 });
    const current = (await call(t, admin, 'GET', `/api/admin/hotel/edit/${hotel.id}`)).json();
    for (const [field, value] of [
      ['phone', 'call us'],
      ['checkInTime', '2pm'],
      ['checkOutTime', '25:00'],
    ]) {
      const res = await call(t, admin, 'PUT', `/api/admin/hotel/edit/${hotel.id}`, { ...current, [field!]: value });
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
    }
    const res = await call(t, guest, 'POST', '/api/booking/create', {
      hotel: hotel.id,
      roomCount: 1,
      checkInDate: day(40),
      checkOutDate: day(41),
    });
    expect(res.statusCode, res.body).toBe(201);
    const text = await voucherText(res.json()._id);
    expect(text).toContain(`Check-in: ${day(40)} from 12:00`);
    expect(text).toContain(`Check-out: ${day(41)} by 11:00`);
    expect(text).toContain('Meal plan: Room only');
    expect(text).not.toContain('Address:');
  });
});
