// GST tax invoices, credit notes and vouchers of paid bookings, read back from the PDFs the API answers:
// numbers per financial year, supplier and recipient, CGST + SGST within one state or IGST across states,
// totals and words; who may read them; a credit note after a cancellation's refund.
import { amountInWords } from '@raahi/contract/rules/amount-in-words';
import { financialYearOf } from '@raahi/contract/rules/invoice';
import { todayInIndia } from '@raahi/contract/rules/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxDocuments } from '../../src/db/schema.ts';
import { DEMO_SUPPLIER } from '../../src/config.ts';
import { bookCab, bookStay, day, inHours } from '../helpers/booking-helpers.ts';
import { insertCab, insertHotel, insertTour } from '../helpers/fixtures.ts';
import { deliverAll, payAndVerify } from '../helpers/money-helpers.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { call } from '../helpers/requests.ts';
import { createTestApp, signedInAccounts, signedInAs, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let guest: Actor;
let other: Actor;
let admin: Actor;
const FY = financialYearOf(todayInIndia());

beforeAll(async () => {
  t = await createTestApp();
  guest = await signedInAs(t, 'user', { firstName: 'Asha' });
  ({ other, admin } = await signedInAccounts(t, { other: 'user', admin: 'admin' }));
});
afterAll(() => t?.close());

/** A PDF the API answered, as text; fails unless it is a PDF. */
async function pdfOf(url: string, who: Actor = guest) {
  const res = await t.app.inject({ method: 'GET', url, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return { text: await pdfText(res.rawPayload), disposition: String(res.headers['content-disposition']) };
}

/** Books a hotel room (₹4,000 a night, 5 % GST) for two nights with the guest details given, and pays. */
async function paidStay(location: string, details: object = {}) {
  const hotel = await insertHotel(t.db, { price: 400_000, rooms: 3, location });
  const res = await call(t, guest, 'POST', '/api/booking/create', {
    hotel: hotel.id,
    roomCount: 1,
    checkInDate: day(40),
    checkOutDate: day(42),
    ...details,
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json()._id as string;
  expect((await payAndVerify(t, guest, id)).status).toBe('Confirmed');
  return id;
}

describe('the tax invoice of a paid booking', () => {
  it('states the number, supplier, recipient, SAC, taxable value, CGST + SGST within one state, total in figures and words', async () => {
    const id = await paidStay('Koramangala, Bengaluru, Karnataka', {
      guestName: 'Asha Rao',
      gstNumber: '29ABCDE1234F1ZW',
      gstLegalName: 'Rao Consulting Private Limited',
      state: 'karnataka',
    });
    const { text, disposition } = await pdfOf(`/api/bookings/${id}/invoice`);
    expect(disposition).toBe(`attachment; filename="raahi-invoice-${id.slice(0, 8)}.pdf"`);
    expect(text).toContain('Tax Invoice');
    expect(text).toMatch(new RegExp(`RAH/${FY}/\\d{6}`));
    expect(text).toContain(DEMO_SUPPLIER.name);
    expect(text).toContain(`GSTIN: ${DEMO_SUPPLIER.gstin}`);
    expect(text).toContain('Asha Rao');
    expect(text).toContain('GSTIN: 29ABCDE1234F1ZW');
    // made out to the business the GSTIN is registered to
    expect(text).toContain('Legal name: Rao Consulting Private Limited');
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain('SAC 996311');
    // 2 nights × ₹4,000 = ₹8,000; 5 % GST = ₹400, halves of 2.5 %
    expect(text).toMatch(/Taxable value\s+₹8,000\.00/);
    expect(text).toMatch(/CGST @ 2\.5%\s+₹200\.00/);
    expect(text).toMatch(/SGST @ 2\.5%\s+₹200\.00/);
    expect(text).not.toMatch(/IGST @/);
    expect(text).toContain(`Booking ID: ${id}`);
    expect(text).toMatch(/Total\s+₹8,400\.00/);
    expect(text).toContain('Rupees Eight Thousand Four Hundred Only');
    expect(text).toMatch(/Paid\s+₹8,400\.00/);
  });

  it('charges IGST when the place of supply is another state than the supplier’s, and keeps its number when read again', async () => {
    const id = await paidStay('Jaipur, Rajasthan', { state: 'kerala' });
    const first = (await pdfOf(`/api/bookings/${id}/invoice`)).text;
    expect(first).toContain('Place of supply: Rajasthan (08)');
    expect(first).toContain('State: Kerala (32)');
    expect(first).toMatch(/IGST @ 5%\s+₹400\.00/);
    expect(first).not.toMatch(/CGST @/);
    const number = first.match(new RegExp(`RAH/${FY}/\\d{6}`))![0];
    const again = (await pdfOf(`/api/bookings/${id}/invoice`, admin)).text;
    expect(again).toContain(number);
  });

  it('numbers invoices one after another in the financial year’s series', async () => {
    const a = await paidStay('Goa');
    const b = await paidStay('Goa');
    const numberOf = async (id: string) =>
      Number((await pdfOf(`/api/bookings/${id}/invoice`)).text.match(new RegExp(`RAH/${FY}/(\\d{6})`))![1]);
    expect((await numberOf(b)) - (await numberOf(a))).toBe(1);
  });

  it('covers a cab paid in part (what was paid and what is due to the driver) and a tour, at their own SAC codes', async () => {
    const cab = await insertCab(t.db, { discountedPrice: 300_000, advancePercent: 20 });
    const ride = await bookCab(t, guest, cab.id, ['Panaji, Goa', 'Calangute'], inHours(72), {
      dropofftime: inHours(76),
      paymentChoice: 'half',
    });
    expect(ride.statusCode, ride.body).toBe(201);
    await payAndVerify(t, guest, ride.json()._id);
    const cabText = (await pdfOf(`/api/bookings/${ride.json()._id}/invoice`)).text;
    expect(cabText).toContain('SAC 996601');
    expect(cabText).toContain('Place of supply: Goa (30)');
    expect(cabText).toMatch(/IGST @ 5%\s+₹150\.00/);
    expect(cabText).toMatch(/Total\s+₹3,150\.00/);
    expect(cabText).toContain(amountInWords(315_000));
    expect(cabText).toMatch(/Paid\s+₹630\.00/);
    expect(cabText).toMatch(/Balance due \(to the driver\)\s+₹2,520\.00/);

    const tour = await insertTour(t.db, { price: 1_000_000 });
    const trip = await call(t, guest, 'POST', '/api/tour/booking/create', { tourId: tour.id, bookingDate: day(20), persons: 2 });
    expect(trip.statusCode, trip.body).toBe(201);
    await payAndVerify(t, guest, trip.json()._id);
    const tourText = (await pdfOf(`/api/bookings/${trip.json()._id}/invoice`)).text;
    expect(tourText).toContain('SAC 998552');
    // no state on record for this guest: the supplier's own state, CGST + SGST
    expect(tourText).toContain('Place of supply: Karnataka (29)');
    expect(tourText).toMatch(/CGST @ 2\.5%\s+₹500\.00/);
    expect(tourText).toContain('Rupees Twenty One Thousand Only');
  });
});

describe('who may read the documents', () => {
  it('answers 409 for an unpaid booking, 404 to others, 401 without a session; the provider and admins may read', async () => {
    const owner = await signedInAs(t, 'hotel');
    const hotel = await insertHotel(t.db, { price: 400_000, rooms: 3, ownerId: owner.id });
    const res = await bookStay(t, guest, hotel.id, 50, 51);
    const id = res.json()._id as string;
    const unpaid = await call(t, guest, 'GET', `/api/bookings/${id}/invoice`);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({
      code: 'not_paid',
      message: 'This booking is not paid yet, so it has no invoice. Pay for it to get one.',
    });
    for (const doc of ['invoice', 'voucher', 'credit-note']) {
      expect((await call(t, other, 'GET', `/api/bookings/${id}/${doc}`)).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/bookings/${id}/${doc}` })).statusCode).toBe(401);
    }
    expect((await call(t, owner, 'GET', `/api/bookings/not-an-id/invoice`)).statusCode).toBe(404);
    await payAndVerify(t, guest, id);
    expect((await pdfOf(`/api/bookings/${id}/invoice`, owner)).text).toContain('Tax Invoice');
    expect((await pdfOf(`/api/bookings/${id}/voucher`, admin)).text).toContain('Raahi booking voucher');
    const noRefund = await call(t, guest, 'GET', `/api/bookings/${id}/credit-note`);
    expect(noRefund.statusCode).toBe(409);
  });
});

describe('a cancellation refund', () => {
  it('issues a credit note against the invoice, in its own series, for the amount refunded', async () => {
    const id = await paidStay('Jaipur, Rajasthan');
    const invoice = (await pdfOf(`/api/bookings/${id}/invoice`)).text.match(new RegExp(`RAH/${FY}/\\d{6}`))![0];
    const cancel = await call(t, guest, 'POST', `/api/bookings/${id}/cancel`);
    expect(cancel.json().booking.payment).toMatchObject({ status: 'refunded', refunded: 8400 });
    await deliverAll(t);
    const { text } = await pdfOf(`/api/bookings/${id}/credit-note`);
    expect(text).toContain('Credit Note');
    expect(text).toMatch(new RegExp(`RCN/${FY}/\\d{6}`));
    expect(text).toContain(`Against tax invoice ${invoice}`);
    expect(text).toMatch(/IGST @ 5%\s+₹400\.00/);
    expect(text).toMatch(/Total credited\s+₹8,400\.00/);
    expect(text).toContain('Rupees Eight Thousand Four Hundred Only');
    // the invoice stays as issued
    expect((await pdfOf(`/api/bookings/${id}/invoice`)).text).toContain(invoice);
  });
});

describe('documents are issued when money moves, before anyone reads them', () => {
  it('an invoice at payment; a credit note when the hotel’s owner cancels (a full refund)', async () => {
    const owner = await signedInAs(t, 'hotel');
    const hotel = await insertHotel(t.db, { price: 400_000, rooms: 3, ownerId: owner.id, location: 'Kochi, Kerala' });
    const res = await bookStay(t, guest, hotel.id, 60, 61);
    const id = res.json()._id as string;
    const issued = async () =>
      (await t.db.select().from(taxDocuments).where(eq(taxDocuments.bookingId, id))).map((d) => [d.type, d.amount]).sort();
    expect(await issued()).toEqual([]);
    await payAndVerify(t, guest, id);
    expect(await issued()).toEqual([['invoice', 420_000]]);
    const cancelled = await call(t, owner, 'PUT', `/api/booking/status/${id}`, { status: 'Cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await issued()).toEqual([
      ['credit_note', 420_000],
      ['invoice', 420_000],
    ]);
    expect((await pdfOf(`/api/bookings/${id}/credit-note`, owner)).text).toMatch(/Total credited\s+₹4,200\.00/);
  });
});

describe('the voucher', () => {
  it('shows the booking, the guest, the policy, what was paid and what is due, with a QR code of the booking id', async () => {
    const cab = await insertCab(t.db, { discountedPrice: 200_000 });
    const ride = await bookCab(t, guest, cab.id, ['Andheri, Mumbai', 'Pune'], inHours(96), {
      dropofftime: inHours(100),
      paymentChoice: 'half',
    });
    const id = ride.json()._id as string;
    await payAndVerify(t, guest, id);
    const { text, disposition } = await pdfOf(`/api/bookings/${id}/voucher`);
    expect(disposition).toBe(`inline; filename="raahi-voucher-${id.slice(0, 8)}.pdf"`);
    expect(text).toContain(`Booking: ${ride.json().reference}`);
    expect(text).toContain('Status: Confirmed');
    expect(text).toContain('Asha');
    expect(text).toContain(guest.email);
    expect(text).toContain('Andheri, Mumbai to Pune');
    expect(text).toContain('Free cancellation until 24 hours before pickup');
    expect(text).toMatch(/Total\s+₹2,100\.00/);
    expect(text).toMatch(/Paid \(Advance paid\)\s+₹420\.00/);
    expect(text).toMatch(/Due \(to the driver\)\s+₹1,680\.00/);
  });
});
