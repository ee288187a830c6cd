// A person's data (issue 31, decision 0051): the notice and its version, the consents ledger (offers by
// email off until turned on; a withdrawal stops that mail), the download of everything held about the
// person and nothing of anyone else, erasure (every table, the search, tax documents kept; a booking to
// come first), and the refusals.
import { nameKeptOnTaxDocument, ERASED_NAME } from '@raahi/contract/rules/personal-data';
import { PRIVACY_NOTICE_VERSION } from '@raahi/contract/rules/privacy-notice';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client.ts';
import { cabBookings, mailOutbox, offers, taxDocuments, users } from '../../src/db/schema.ts';
import { sendNewsletter } from '../../src/modules/marketing/newsletter.ts';
import { day } from '../helpers/booking-helpers.ts';
import { insertCab, insertHotel, insertRow } from '../helpers/fixtures.ts';
import { payAndVerify } from '../helpers/money-helpers.ts';
import { hotelStay } from '../helpers/past-bookings.ts';
import { call, listOf } from '../helpers/requests.ts';
import { createTestApp, DEFAULT_PASSWORD, signedInAs, type Actor, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let ana: Actor, ravi: Actor, admin: Actor, owner: Actor;
let hotelId: string;

beforeAll(async () => {
  t = await createTestApp();
  ana = await signedInAs(t, 'user', { firstName: 'Anandita' });
  ravi = await signedInAs(t, 'user', { firstName: 'Ravindranath' });
  admin = await signedInAs(t, 'admin');
  owner = await signedInAs(t, 'hotel', { firstName: 'Priyamvada' });
  hotelId = (await insertHotel(t.db, { name: 'Lake Pichola Haveli', ownerId: owner.id, price: 400_000, rooms: 5 })).id;
});
afterAll(() => t?.close());

/** Sets the person's language, as the profile page does. */
async function speaks(who: Actor, language: 'en' | 'hi') {
  const profile = (await call(t, who, 'GET', '/api/users/profile')).json();
  const res = await call(t, who, 'PUT', '/api/users/profile', {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    language,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const consentsOf = async (who: Actor) => {
  const res = await call(t, who, 'GET', '/api/users/me/consents');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const marketing = (c: { purposes: { purpose: string }[] }) =>
  c.purposes.find((p) => p.purpose === 'marketing-email') as never as {
    granted: boolean;
    history: { granted: boolean; at: string; method: string; noticeVersion: string; language: string }[];
  };
const newsletterTo = (email: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, 'offers-newsletter')));

describe('GET /api/privacy/notice', () => {
  it('answers the notice in force, itemised, with its version, to anyone', async () => {
    const res = await call(t, undefined, 'GET', '/api/privacy/notice');
    expect(res.statusCode, res.body).toBe(200);
    const notice = res.json();
    expect(notice.version).toBe(PRIVACY_NOTICE_VERSION);
    for (const item of notice.items)
      expect(item).toEqual(expect.objectContaining({ data: expect.any(String), why: expect.any(String), keptFor: expect.any(String) }));
    const recipients = new Set(notice.items.flatMap((i: { sharedWith: string[] }) => i.sharedWith));
    expect([...recipients].sort()).toEqual(['gateway', 'mail', 'provider', 'storage']);
    expect(notice.contact.email).toContain('@');
  });
});

describe('the consents ledger', () => {
  it('records the notice in force at registration; offers by email are off until turned on', async () => {
    const c = await consentsOf(ana);
    expect(c).toMatchObject({ noticeVersion: PRIVACY_NOTICE_VERSION, acceptedNoticeVersion: PRIVACY_NOTICE_VERSION });
    const bookings = c.purposes.find((p: { purpose: string }) => p.purpose === 'bookings');
    expect(bookings).toMatchObject({
      granted: true,
      withdrawable: false,
      history: [{ granted: true, method: 'registration', noticeVersion: PRIVACY_NOTICE_VERSION, language: 'en' }],
    });
    expect(marketing(c)).toMatchObject({ granted: false, history: [] });
  });

  it('takes offers by email at registration only when ticked', async () => {
    const email = `ticked-${Date.now()}@example.test`;
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { firstName: 'Tara', email, password: DEFAULT_PASSWORD, marketingEmail: true },
      remoteAddress: '10.9.9.9',
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/users/auth', payload: { email, password: DEFAULT_PASSWORD } });
    const who = { headers: { cookie: String(signIn.headers['set-cookie']).split(';')[0]! } } as Actor;
    expect(marketing(await consentsOf(who))).toMatchObject({ granted: true, history: [{ granted: true, method: 'registration' }] });
  });

  it('turns offers on and off from the account page, each with its time, and says which purposes it takes', async () => {
    const on = await call(t, ana, 'PUT', '/api/users/me/consents', { purpose: 'marketing-email', granted: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(marketing(on.json())).toMatchObject({ granted: true, history: [{ granted: true, method: 'account-page' }] });
    const off = await call(t, ana, 'PUT', '/api/users/me/consents', { purpose: 'marketing-email', granted: false });
    const history = marketing(off.json()).history;
    expect(history.map((h) => h.granted)).toEqual([true, false]);
    expect(Date.parse(history[1]!.at)).toBeGreaterThanOrEqual(Date.parse(history[0]!.at));
    const necessary = await call(t, ana, 'PUT', '/api/users/me/consents', { purpose: 'bookings', granted: false });
    expect(necessary.statusCode).toBe(400);
  });

  it('stops the offers newsletter once offers by email are withdrawn', async () => {
    await insertRow(t.db, offers, {
      title: 'Monsoon stays',
      description: '20% off lake-side rooms',
      relatedTo: 'Hotel',
      relatedId: hotelId,
      startDate: day(-1),
      endDate: day(20),
    });
    await call(t, ravi, 'PUT', '/api/users/me/consents', { purpose: 'marketing-email', granted: true });
    await call(t, ana, 'PUT', '/api/users/me/consents', { purpose: 'marketing-email', granted: true });
    expect(await sendNewsletter(t.db)).toBeGreaterThanOrEqual(2);
    expect(await newsletterTo(ana.email)).toHaveLength(1);
    const [letter] = await newsletterTo(ana.email);
    expect(letter!.data).toEqual({ name: 'Anandita', offers: [{ title: 'Monsoon stays', description: '20% off lake-side rooms' }] });

    await call(t, ana, 'PUT', '/api/users/me/consents', { purpose: 'marketing-email', granted: false });
    const nextWeek = new Date(Date.now() + 7 * 86_400_000);
    await sendNewsletter(t.db, nextWeek);
    expect(await newsletterTo(ana.email)).toHaveLength(1);
    expect(await newsletterTo(ravi.email)).toHaveLength(2);
  });

  it('records the notice accepted at a first booking only while it is the one in force', async () => {
    const stale = await call(t, ana, 'POST', '/api/users/me/notice', { version: '2001-01-01', method: 'first-booking' });
    expect(stale.statusCode).toBe(409);
    const ok = await call(t, ana, 'POST', '/api/users/me/notice', { version: PRIVACY_NOTICE_VERSION, method: 'first-booking' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().acceptedNoticeVersion).toBe(PRIVACY_NOTICE_VERSION);
  });

  it('refuses the signed out', async () => {
    for (const [method, url] of [
      ['GET', '/api/users/me/consents'],
      ['PUT', '/api/users/me/consents'],
      ['GET', '/api/users/me/data'],
      ['POST', '/api/users/me/erase'],
      ['PUT', '/api/users/me/nominee'],
    ] as const)
      expect((await call(t, undefined, method, url, method === 'GET' ? undefined : {})).statusCode, url).toBe(401);
  });
});

let futureId: string;
let futureReference: string;

describe('GET /api/users/me/data', () => {
  beforeAll(async () => {
    const res = await call(t, ana, 'POST', '/api/booking/create', {
      hotel: hotelId,
      roomCount: 1,
      checkInDate: day(30),
      checkOutDate: day(32),
      guestName: 'Anandita Rao',
      mobile: '9876501234',
    });
    expect(res.statusCode, res.body).toBe(201);
    futureId = res.json()._id;
    futureReference = res.json().reference;
    await payAndVerify(t, ana, futureId);
    expect((await call(t, ana, 'GET', `/api/bookings/${futureId}/invoice`)).statusCode).toBe(200);
    const past = await hotelStay(t.db, ana.id, hotelId, -6, -4);
    expect(
      (await call(t, ana, 'POST', '/api/reviews', { bookingId: past.id, rating: 5, text: 'Anandita loved the lake view.' })).statusCode,
    ).toBe(201);
    const enquiry = await call(t, ana, 'POST', '/api/enquiries', {
      kind: 'hotel',
      listingId: hotelId,
      message: 'Is there parking? — Anandita',
    });
    expect(enquiry.statusCode, enquiry.body).toBe(201);
    const answer = await call(t, owner, 'POST', `/api/admin/enquiries/${enquiry.json()._id}/reply`, { message: 'Yes, free parking.' });
    expect(answer.statusCode, answer.body).toBe(200);
    const ticket = await call(t, ana, 'POST', '/api/grievances', {
      topic: 'booking',
      bookingId: futureId,
      message: 'Anandita: the room is wrong.',
      phone: '9876501234',
    });
    expect(ticket.statusCode, ticket.body).toBe(201);
    // another person's records, which must not appear in Anandita's download
    await hotelStay(t.db, ravi.id, hotelId, -10, -8);
    await call(t, ravi, 'POST', '/api/enquiries', { kind: 'hotel', listingId: hotelId, message: 'Ravindranath asks about breakfast.' });
  });

  it('answers every kind of record of the person as a JSON file, each with who it was shared with', async () => {
    const res = await call(t, ana, 'GET', '/api/users/me/data');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="raahi-my-data.json"');
    const data = res.json();
    expect(data.profile.data).toMatchObject({ id: ana.id, email: ana.email, firstName: 'Anandita' });
    expect(data.profile.data).not.toHaveProperty('passwordHash');
    expect(data.bookings).toHaveLength(2);
    const paid = data.bookings.find((b: { booking: { id: string } }) => b.booking.id === futureId);
    expect(paid.listing).toBe('Lake Pichola Haveli');
    expect(paid.booking).toMatchObject({ guestName: 'Anandita Rao', mobile: '9876501234' });
    expect(paid.payments).toEqual([expect.objectContaining({ status: 'captured' })]);
    expect(paid.documents).toEqual([expect.objectContaining({ type: 'invoice' })]);
    expect(paid.sharedWith.map((s: { recipient: string }) => s.recipient)).toEqual(['provider', 'gateway', 'mail', 'storage']);
    expect(paid.sharedWith[0].name).toBe('Lake Pichola Haveli (hotel)');
    expect(paid.sharedWith[1].name).toBe('The payment gateway (Razorpay), which takes and refunds payments');
    expect(data.enquiries).toHaveLength(1);
    expect(data.enquiries[0].messages.map((m: { text: string }) => m.text)).toEqual(['Is there parking? — Anandita', 'Yes, free parking.']);
    expect(data.reviews).toEqual([expect.objectContaining({ review: expect.objectContaining({ text: 'Anandita loved the lake view.' }) })]);
    expect(data.complaints).toHaveLength(1);
    expect(data.complaints[0].complaint.ticketNumber ?? data.complaints[0].complaint.number).toBeDefined();
    expect(data.consents.length).toBeGreaterThanOrEqual(3);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.emails.length).toBeGreaterThanOrEqual(1);
  });

  it('names whom each record was shared with in the language the person reads, as the notice does', async () => {
    await t.db.update(users).set({ language: 'hi' }).where(eq(users.id, ana.id));
    const res = await call(t, ana, 'GET', '/api/users/me/data');
    await t.db.update(users).set({ language: 'en' }).where(eq(users.id, ana.id));
    const paid = res.json().bookings.find((b: { booking: { id: string } }) => b.booking.id === futureId);
    const notice = (await t.app.inject({ method: 'GET', url: '/api/privacy/notice?language=hi' })).json();
    expect(paid.sharedWith[0].name).toBe('Lake Pichola Haveli (होटल)');
    expect(paid.sharedWith.slice(1).map((s: { name: string }) => s.name)).toEqual(
      ['gateway', 'mail', 'storage'].map((r) => notice.recipients[r]),
    );
  });

  it("holds nothing of another person: not another guest's, nor the provider's name or address", async () => {
    const text = (await call(t, ana, 'GET', '/api/users/me/data')).body;
    for (const other of [ravi.email, ravi.id, 'Ravindranath', owner.email, owner.id, 'Priyamvada']) expect(text).not.toContain(other);
    expect(text).not.toMatch(/token|passwordHash|\$argon2/);
  });

  it('is tracked in the back-office as a request done, and only admins see the list', async () => {
    const list = await listOf(t, '/api/admin/data-requests?kind=access', admin);
    expect(list.items.some((r: { userId: string; status: string }) => r.userId === ana.id && r.status === 'done')).toBe(true);
    expect((await call(t, ana, 'GET', '/api/admin/data-requests')).statusCode).toBe(403);
    expect((await call(t, owner, 'GET', '/api/admin/data-requests')).statusCode).toBe(403);
  });

  it('tracks a correction of the profile as a request done', async () => {
    const res = await call(t, ana, 'PUT', '/api/users/profile', {
      firstName: 'Anandita',
      lastName: 'Rao',
      email: ana.email,
      mobile: '9876501234',
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = await listOf(t, '/api/admin/data-requests?kind=correction', admin);
    expect(list.items.find((r: { userId: string }) => r.userId === ana.id)).toMatchObject({
      status: 'done',
      note: expect.stringContaining('lastName'),
    });
  });

  it('names a nominee', async () => {
    const res = await call(t, ana, 'PUT', '/api/users/me/nominee', { name: 'Meher Rao', email: 'Meher@Example.test', relation: 'sister' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().nominee).toMatchObject({ name: 'Meher Rao', email: 'meher@example.test', relation: 'sister' });
    expect((await call(t, ana, 'GET', '/api/users/me/data')).json().nominee).toMatchObject({ name: 'Meher Rao' });
  });
});

/** Every row of every table of the product (the gateway's own records stand for Razorpay's systems, not ours) that mentions one of `needles`. */
async function rowsMentioning(needles: string[]) {
  const tables = rowsOf<{ table_name: string }>(
    await t.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`),
  )
    .map((r) => r.table_name)
    .filter((name) => !name.startsWith('test_gateway_') && !name.startsWith('__drizzle'));
  const hits: string[] = [];
  for (const table of tables) {
    const rows = rowsOf<{ row: string }>(await t.db.execute(sql`select row_to_json(x)::text as row from ${sql.identifier(table)} x`));
    for (const { row } of rows)
      if (needles.some((n) => row.toLowerCase().includes(n.toLowerCase()))) hits.push(`${table}: ${row.slice(0, 200)}`);
  }
  return hits;
}

describe('POST /api/users/me/erase', () => {
  it('needs the password', async () => {
    const res = await call(t, ana, 'POST', '/api/users/me/erase', { password: 'not-my-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('password');
  });

  it('asks for a booking still to come to be cancelled first, and tracks the request with its deadline', async () => {
    const res = await call(t, ana, 'POST', '/api/users/me/erase', { password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(futureReference);
    expect(res.json().message).toMatch(/Cancel your booking/);
    // and in Hindi to a person who reads Hindi, the reference as it is
    await speaks(ana, 'hi');
    const hindi = await call(t, ana, 'POST', '/api/users/me/erase', { password: DEFAULT_PASSWORD });
    await speaks(ana, 'en');
    expect(hindi.json().message).toBe(`पहले अपनी बुकिंग ${futureReference} रद्द करें: वह अभी आने वाली है। उसके बाद आप अपना खाता मिटा सकते हैं।`);
    const open = (await listOf(t, '/api/admin/data-requests?kind=erasure&status=open', admin)).items;
    const mine = open.find((r: { userId: string }) => r.userId === ana.id);
    expect(mine).toBeDefined();
    expect(Date.parse(mine.dueBy) - Date.parse(mine.requestedAt)).toBe(90 * 86_400_000);
  });

  it('refuses a provider or staff account', async () => {
    const hindiOwner = await signedInAs(t, 'hotel', { language: 'hi' });
    const res = await call(t, hindiOwner, 'POST', '/api/users/me/erase', { password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^पार्टनर या स्टाफ़ के खाते में कारोबार के रिकॉर्ड होते हैं/);
  });

  it('ends sessions, stops sign-in and removes the name, email, phone and free text from every table and search, keeping tax documents', async () => {
    expect((await call(t, ana, 'POST', `/api/bookings/${futureId}/cancel`)).statusCode).toBe(200);
    // a past cab trip whose priced route names the passenger and the pickup address she typed
    const cab = await insertCab(t.db);
    await insertRow(t.db, cabBookings, {
      userId: ana.id,
      cabId: cab.id,
      status: 'Confirmed',
      pickupLocation: 'Udaipur',
      dropoffLocation: 'Mount Abu',
      pickupTime: new Date(Date.now() - 50 * 3_600_000),
      dropoffTime: new Date(Date.now() - 46 * 3_600_000),
      baseAmount: 300_000,
      totalAmount: 300_000,
      trip: { kind: 'oneway', pickupAddress: '12 Lake Palace Road', passengerName: 'Anandita Rao', passengerPhone: '9876501234' } as never,
    });
    const idsRows = rowsOf<{ id: string }>(await t.db.execute(sql`select id from hotel_bookings where user_id = ${ana.id}`)).map(
      (r) => r.id,
    );
    const documentsBefore = await t.db.$count(taxDocuments, inArray(taxDocuments.bookingId, idsRows));
    expect(documentsBefore).toBeGreaterThanOrEqual(2); // the invoice and the cancellation's credit note
    expect(await rowsMentioning(['Anandita'])).not.toEqual([]);

    // an admin reads her bookings: a staff read of her data, on the audit trail
    expect((await call(t, admin, 'GET', `/api/booking/user/${ana.id}`)).statusCode).toBe(200);
    const auditedBefore = (await listOf(t, `/api/admin/audit?person=${ana.id}`, admin)).total;
    expect(auditedBefore).toBeGreaterThan(0);

    const res = await call(t, ana, 'POST', '/api/users/me/erase', { password: DEFAULT_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    // the audit trail keeps its entries, with the person pseudonymised
    expect((await listOf(t, `/api/admin/audit?person=${ana.id}`, admin)).total).toBe(0);
    expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);

    expect((await call(t, ana, 'GET', '/api/users/profile')).statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/users/auth',
      payload: { email: ana.email, password: DEFAULT_PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);

    expect(await rowsMentioning(['Anandita', ana.email, '9876501234', 'Meher', 'Lake Palace Road'])).toEqual([]);
    expect(await t.db.$count(taxDocuments, inArray(taxDocuments.bookingId, idsRows))).toBe(documentsBefore);

    const table = await listOf(t, `/api/booking/hotel/${hotelId}?limit=100`, owner);
    const hers = table.items.filter((b: { _id: string }) => idsRows.includes(b._id));
    expect(hers.length).toBe(2);
    for (const b of hers) expect(b.user.name).toBe(ERASED_NAME);
    for (const q of [ana.email, 'Anandita'])
      expect((await listOf(t, `/api/admin/user/alluser?q=${encodeURIComponent(q)}`, admin)).total).toBe(0);
    const reviews = await call(t, undefined, 'GET', `/api/hotel/${hotelId}/reviews`);
    expect(reviews.statusCode).toBe(200);
    expect(reviews.json().length).toBe(1);
    expect(reviews.body).not.toContain('Anandita');

    const done = (await listOf(t, '/api/admin/data-requests?kind=erasure', admin)).items.find(
      (r: { userId: string }) => r.userId === ana.id,
    );
    expect(done).toMatchObject({ status: 'done', userName: ERASED_NAME });
    // Ravindranath's records are his still
    expect(await rowsMentioning(['Ravindranath'])).not.toEqual([]);
  });
});

describe('tax documents after erasure', () => {
  it('keep the name only where the law requires it: a registered buyer, or ₹50,000 and more', () => {
    expect(nameKeptOnTaxDocument({ gstin: '29ABCDE1234F1Z5', amountPaise: 100_00 })).toBe(true);
    expect(nameKeptOnTaxDocument({ gstin: '', amountPaise: 50_000_00 })).toBe(true);
    expect(nameKeptOnTaxDocument({ gstin: '', amountPaise: 49_999_99 })).toBe(false);
  });
});
