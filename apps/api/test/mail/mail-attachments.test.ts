// The booking-confirmed email carries the voucher and the GST tax invoice as PDFs (decision 0032), sent
// through a real SMTP server and read back: the same documents the download routes answer, with the invoice
// number GET /api/bookings/:id/invoice gives; a retried send issues no second invoice number.
import { financialYearOf } from '@raahi/contract/rules/invoice';
import { todayInIndia } from '@raahi/contract/rules/dates';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingEvents, documentSeries, mailOutbox, taxDocuments } from '../../src/db/schema.ts';
import { handleEvent } from '../../src/modules/bookings/booking-events.jobs.ts';
import { mailSite } from '../../src/modules/mail/mailer.ts';
import { sendMessage } from '../../src/modules/mail/outbox.ts';
import { verifyPayment } from '../../src/modules/payments/payments.service.ts';
import { bookingCast, stayId } from '../helpers/booking-helpers.ts';
import { insertHotel } from '../helpers/fixtures.ts';
import { payBooking, verify } from '../helpers/money-helpers.ts';
import { sendOutbox } from '../helpers/outbox.ts';
import { pdfText } from '../helpers/pdf-text.ts';

import { startSmtpServer, type Received, type TestSmtp } from '../helpers/smtp-server.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let smtp: TestSmtp;
let t: TestApp;
let cast: Awaited<ReturnType<typeof bookingCast>>;
let hotelId: string;
const FY = financialYearOf(todayInIndia());
const INVOICE_NUMBER = new RegExp(`RAH/${FY}/\\d{6}`);

beforeAll(async () => {
  smtp = await startSmtpServer();
  // no job queue: the test sends each message as the mail.send job does (sendMessage), so it decides when
  // a send is tried again (the job's own retries are mail-jobs.test.ts's)
  t = await createTestApp({ mail: { smtpUrl: smtp.url }, publicOrigin: 'https://raahi.example' });
  cast = await bookingCast(t, 'Meera', 'hotel');
  hotelId = (
    await insertHotel(t.db, { name: 'Backwater Retreat Test', location: 'Alleppey, Kerala', ownerId: cast.owner.id, price: 400_000 })
  ).id;
  await sendOutbox(t);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(() => void smtp.received.splice(0));

async function holdStay(from: number) {
  const id = await stayId(t, cast.guest, hotelId, from, from + 2);
  await sendOutbox(t); // the held messages, out of the way
  smtp.received.splice(0);
  return id;
}

/** The invoice number of a booking as GET /api/bookings/:id/invoice answers it. */
async function invoiceNumberOf(id: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/bookings/${id}/invoice`, headers: cast.guest.headers });
  expect(res.statusCode, res.body).toBe(200);
  return (await pdfText(res.rawPayload)).match(INVOICE_NUMBER)![0];
}

const confirmedTo = (email: string): Received => {
  const found = smtp.received.filter((m) => m.to.includes(email) && m.subject.startsWith('Booking confirmed'));
  expect(found, smtp.received.map((m) => m.subject).join(' | ')).toHaveLength(1);
  return found[0]!;
};

const issuedInvoices = (id: string) =>
  t.db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.bookingId, id), eq(taxDocuments.type, 'invoice')));

describe('the booking-confirmed email', () => {
  it('carries the voucher and the GST tax invoice as PDFs, the same the booking screens download', async () => {
    const id = await holdStay(20);
    expect((await verify(t, cast.guest, (await payBooking(t, cast.guest, id)).back)).statusCode).toBe(200);
    expect(await sendOutbox(t)).toBe(1);

    const mail = confirmedTo(cast.guest.email);
    expect(mail.subject).toBe('Booking confirmed: Backwater Retreat Test, Alleppey, Kerala');
    expect(mail.text).toContain('Your voucher and invoice are attached');
    expect(mail.html).toContain('Your voucher and invoice are attached');
    expect(mail.text).toContain('https://raahi.example/bookings');

    const number = await invoiceNumberOf(id);
    expect(mail.attachments.map((a) => a.filename)).toEqual([`Raahi-voucher-${id}.pdf`, `${number.replaceAll('/', '-')}.pdf`]);
    for (const a of mail.attachments) {
      expect(a.contentType).toBe('application/pdf');
      expect(a.content.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const [voucher, invoice] = await Promise.all(mail.attachments.map((a) => pdfText(a.content)));
    expect(voucher).toContain('Raahi booking voucher');
    expect(voucher).toMatch(/Booking: RH-[2-9A-HJKMNP-Z]{6}/);
    expect(voucher).toContain('Backwater Retreat Test, Alleppey, Kerala');
    expect(invoice).toContain('Tax Invoice');
    expect(invoice).toContain(`Invoice No.: ${number}`);
    expect(invoice).toContain(`Booking ID: ${id}`);
    // the provider is told of new bookings and cancellations, not of this
    expect(smtp.received.filter((m) => m.to.includes(cast.owner.email))).toHaveLength(0);
  });

  it('a send tried again attaches the invoice issued the first time: no second number', async () => {
    const id = await holdStay(30);
    // paid, but the invoice not issued after it (as when issuing fails after a payment): the send issues it
    const { back } = await payBooking(t, cast.guest, id);
    await verifyPayment(
      t.db,
      t.app.gateway,
      { id: cast.guest.id, role: 'user' },
      {
        razorpay_order_id: back.razorpay_order_id!,
        razorpay_payment_id: back.razorpay_payment_id!,
        razorpay_signature: back.razorpay_signature!,
      },
    );
    expect(await issuedInvoices(id)).toHaveLength(0);
    // the confirmation is written from the payment's event, by the mail handler alone
    const [paid] = await t.db
      .select({ id: bookingEvents.id })
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, id), eq(bookingEvents.kind, 'paid')));
    await handleEvent(t.app, paid!.id, 'mail.booking');
    const [row] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.key, `booking:${id}:confirmed:guest`));
    expect(row!.attachments).toEqual([
      { kind: 'voucher', bookingKind: 'hotel', bookingId: id },
      { kind: 'invoice', bookingKind: 'hotel', bookingId: id },
    ]);

    smtp.refuseNext(1);
    await expect(sendMessage(t.db, t.app.mailer!, mailSite(t.app), row!.id)).rejects.toThrow(/Mailbox busy/);
    const issued = await issuedInvoices(id);
    expect(issued).toHaveLength(1);
    const [series] = await t.db.select().from(documentSeries).where(eq(documentSeries.type, 'invoice'));
    // the lease of the failed try was given back: the retry sends it
    expect(await sendMessage(t.db, t.app.mailer!, mailSite(t.app), row!.id)).toBe('sent');

    const mail = confirmedTo(cast.guest.email);
    expect(await issuedInvoices(id)).toEqual(issued);
    expect((await t.db.select().from(documentSeries).where(eq(documentSeries.type, 'invoice')))[0]).toEqual(series);
    const number = issued[0]!.number;
    expect(await invoiceNumberOf(id)).toBe(number);
    expect(mail.attachments.map((a) => a.filename)).toContain(`${number.replaceAll('/', '-')}.pdf`);
    expect(await pdfText(mail.attachments.find((a) => a.filename.startsWith('RAH-'))!.content)).toContain(`Invoice No.: ${number}`);
    const [after] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
    expect(after).toMatchObject({ attempts: 2, lastError: '' });
    expect(after!.sentAt).not.toBeNull();
  });
});
