// The voucher in the reader's language (decision 0087): a Hindi person's voucher, downloaded or attached to
// the confirmation mail, has Hindi headings set in the embedded Noto Sans Devanagari; an English one stays as
// it was, in DejaVu Sans; the tax invoice stays English whoever reads it.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentFiles } from '../../src/modules/mail/attachments.ts';
import { mailSite } from '../../src/modules/mail/mailer.ts';
import { bookCab, day, inHours } from '../helpers/booking-helpers.ts';
import { insertCab, insertHotel } from '../helpers/fixtures.ts';
import { payAndVerify } from '../helpers/money-helpers.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { call, listOf } from '../helpers/requests.ts';
import { createTestApp, signedInAs, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let hindi: Actor;
let english: Actor;

beforeAll(async () => {
  t = await createTestApp();
  hindi = await signedInAs(t, 'user', { firstName: 'Meera', language: 'hi' });
  english = await signedInAs(t, 'user', { firstName: 'Asha' });
});
afterAll(() => t?.close());

async function paidStay(who: Actor) {
  const hotel = await insertHotel(t.db, { name: 'Lake Palace Test', price: 400_000, rooms: 3, location: 'Udaipur, Rajasthan' });
  const res = await call(t, who, 'POST', '/api/booking/create', {
    hotel: hotel.id,
    roomCount: 1,
    checkInDate: day(40),
    checkOutDate: day(42),
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json()._id as string;
  expect((await payAndVerify(t, who, id)).status).toBe('Confirmed');
  return id;
}

async function download(url: string, who: Actor) {
  const res = await t.app.inject({ method: 'GET', url, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
}

/** The names of the fonts a PDF embeds (pdfkit subsets them: 'ABCDEF+NotoSansDevanagari-Regular'). */
const embeddedFonts = (pdf: Buffer) => [...pdf.toString('latin1').matchAll(/\/FontName \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]!);

describe('the voucher in the reader language', () => {
  it('is Hindi for a Hindi person, with the Devanagari font embedded', async () => {
    const id = await paidStay(hindi);
    const pdf = await download(`/api/bookings/${id}/voucher`, hindi);
    if (process.env.VOUCHER_PDF_OUT) fs.writeFileSync(process.env.VOUCHER_PDF_OUT, pdf);
    const text = await pdfText(pdf);
    // words without a pre-base matra (ि): a PDF's text layer gives glyphs in the order they are drawn, so
    // 'बुकिंग' reads back as 'बुिकंग' although it is drawn right
    expect(text).toMatch(/^Raahi .+ वाउचर$/m);
    expect(text).toContain(': पक्की');
    expect(text).toContain('होटल में ठहरना');
    expect(text).toContain('भोजन योजना: ');
    expect(text).toContain('1 कमरा × 2 रातें');
    expect(text).toContain('रद्द करने की नी');
    expect(text).toContain('तक रद्द करना मुफ़्त');
    expect(text).toContain('पहली रात का शुल्क लगेगा');
    expect(text).toMatch(/कुल रा.+\s+₹8,400\.00/);
    expect(text).toContain('Lake Palace Test, Udaipur, Rajasthan');
    expect(text).not.toMatch(/Booking voucher|Payment|Meal plan/);
    expect(embeddedFonts(pdf)).toContain('NotoSansDevanagari-Regular');
    expect(embeddedFonts(pdf)).toContain('NotoSansDevanagari-Bold');

    // the tax invoice stays English
    expect(await pdfText(await download(`/api/bookings/${id}/invoice`, hindi))).toContain('Tax Invoice');
  });

  it('is attached to a Hindi confirmation mail in Hindi, and to an English one in English', async () => {
    const id = await paidStay(hindi);
    const attachment = [{ kind: 'voucher' as const, bookingKind: 'hotel' as const, bookingId: id }];
    const [hi] = await attachmentFiles(t.db, mailSite(t.app), attachment, 'hi');
    expect(await pdfText(hi!.content)).toContain('होटल में ठहरना');
    const [en] = await attachmentFiles(t.db, mailSite(t.app), attachment, 'en');
    expect(await pdfText(en!.content)).toContain('Raahi booking voucher');
  });

  it('stays English for an English reader, in DejaVu Sans', async () => {
    const cab = await insertCab(t.db, { discountedPrice: 200_000 });
    const ride = await bookCab(t, english, cab.id, ['Andheri, Mumbai', 'Pune'], inHours(96), {
      dropofftime: inHours(100),
      paymentChoice: 'half',
    });
    const id = ride.json()._id as string;
    await payAndVerify(t, english, id);
    const pdf = await download(`/api/bookings/${id}/voucher`, english);
    const text = await pdfText(pdf);
    expect(text).toContain('Raahi booking voucher');
    expect(text).toContain('Andheri, Mumbai to Pune');
    expect(text).toMatch(/Paid \(Advance paid\)\s+₹420\.00/);
    expect(text).not.toMatch(/[\u0900-\u097F]/);
    expect(embeddedFonts(pdf)).toContain('DejaVuSans');
    expect(embeddedFonts(pdf)).not.toContain('NotoSansDevanagari-Regular');
  });
});

describe("a person's bookings list their cancellation terms in the reader's language", () => {
  it('in Hindi to a Hindi person, in English to an English one', async () => {
    await paidStay(hindi);
    const [b] = (await listOf(t, `/api/booking/user/${hindi.id}`, hindi)).items as {
      cancellationTerms: string[];
      cancellationPolicy: string;
    }[];
    expect(b!.cancellationTerms[0]).toMatch(/^\d+ [\u0900-\u097F]+( \d{4})?, 11:59 तक रद्द करना मुफ़्त$/);
    expect(b!.cancellationPolicy).toBe('चेक-इन से 24 घंटे पहले तक रद्द करना मुफ़्त; उसके बाद पहली रात का शुल्क लगता है।');

    await paidStay(english);
    const [e] = (await listOf(t, `/api/booking/user/${english.id}`, english)).items as { cancellationTerms: string[] }[];
    expect(e!.cancellationTerms[0]).toMatch(/^Free cancellation until /);
  });

  it("a quote and a hotel's room plans are in the asking page's language", async () => {
    const hotel = await insertHotel(t.db, { name: 'Quote Test', price: 400_000, rooms: 3 });
    const asked = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/quote',
        payload: { kind: 'hotel', hotel: hotel.id, roomCount: 1, checkInDate: day(40), checkOutDate: day(42) },
        headers: { 'accept-language': language },
      });
    const hi = await asked('hi');
    expect(hi.statusCode, hi.body).toBe(200);
    expect((hi.json() as { cancellationTerms: string[] }).cancellationTerms[0]).toMatch(/तक रद्द करना मुफ़्त$/);
    expect(((await asked('en')).json() as { cancellationTerms: string[] }).cancellationTerms[0]).toMatch(/^Free cancellation until /);
  });
});
