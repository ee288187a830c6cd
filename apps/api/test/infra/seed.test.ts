import { wordsIn } from '@raahi/contract/i18n/node-catalogues';
import fs from 'node:fs';
import path from 'node:path';
import { shareImagePath } from '@raahi/contract/renditions';
import { renditionPath } from '@raahi/contract/upload';
import { eq, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs, cabs, hotels, images, offers, packageCategories, payments, refunds, reviews, tours, users } from '../../src/db/schema.ts';
import { DEMO_ACCOUNTS, DEMO_FLEET_OWNERS, DEMO_PASSWORD, DEMO_TRAVELLERS } from '../../src/db/seed/demo-accounts.ts';
import { seedDemoData } from '../../src/db/seed/index.ts';
import { todayInIndia } from '@raahi/contract/rules/dates';
import { createTestApp, signInCookie, type TestApp } from '../helpers/test-app.ts';
import { HOLD_EXPIRED_NOTE } from '@raahi/contract/rules/payments';
import { hasDiscount, wordsRefusal } from '@raahi/contract/rules/offer-words';
import { ruleOf } from '../../src/modules/offers/offer.wire.ts';

let t: TestApp;
let outcomes: boolean[];
const today = todayInIndia();
beforeAll(async () => {
  t = await createTestApp();
  // two starts at once, as two API processes on one PostgreSQL would: exactly one seeds
  outcomes = await Promise.all([seedDemoData(t.db, t.storage), seedDemoData(t.db, t.storage)]);
  // the demo's pictures and a year of room rates: about 40 s on a quiet machine, over 120 s on a busy one
}, 600_000);
afterAll(() => t?.close());

const count = async (table: PgTable) => (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
const distinct = <T>(xs: T[]) => new Set(xs);
const accountId = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!.id;

describe('demo seed', () => {
  it('fills an empty database with the demo catalogue, once when started twice at the same time', async () => {
    expect(outcomes.sort()).toEqual([false, true]);
    expect(await count(users)).toBe(DEMO_ACCOUNTS.length + DEMO_TRAVELLERS.length + DEMO_FLEET_OWNERS.length);
    expect(await count(tours)).toBeGreaterThanOrEqual(16);
    expect(await count(hotels)).toBeGreaterThanOrEqual(40);
    expect(await count(cabs)).toBeGreaterThanOrEqual(12);
    expect(await count(blogs)).toBeGreaterThanOrEqual(8);
    expect(await count(offers)).toBeGreaterThanOrEqual(8);
    expect(await count(packageCategories)).toBeGreaterThanOrEqual(3);
  });

  it('gives tours several types, 3+ photos, inclusions, a 3+ day plan and a window covering today', async () => {
    const rows = await t.db.select().from(tours);
    for (const type of ['mountain', 'beach', 'desert', 'camping', 'heritage', 'wildlife'])
      expect(
        rows.some((r) => r.type === type),
        type,
      ).toBe(true);
    for (const r of rows) {
      expect(r.photos.length, r.name).toBeGreaterThanOrEqual(3);
      expect(r.image).toBe(r.photos[0]);
      expect(r.inclusions.length, r.name).toBeGreaterThanOrEqual(3);
      expect(r.tourPlan.length, r.name).toBeGreaterThanOrEqual(3);
      expect(r.tourPlan.length).toBe(r.days);
      expect(r.tourPlan.map((d) => d.day)).toEqual(r.tourPlan.map((_, i) => i + 1));
      expect(
        r.tourPlan.some((d) => d.car.length > 0),
        r.name,
      ).toBe(true);
      expect(
        r.tourPlan.some((d) => d.sightseeing.length > 0),
        r.name,
      ).toBe(true);
      expect(
        r.tourPlan.some((d) => d.hotels.length > 0),
        r.name,
      ).toBe(true);
      for (const h of r.tourPlan.flatMap((d) => d.hotels)) expect(h.timing, r.name).toMatch(/\d/);
      expect(r.availableFrom <= today && today <= r.availableTill, r.name).toBe(true);
      expect(r.seatsPerDeparture).toBeGreaterThanOrEqual(1);
      expect(Number.isInteger(r.price) && r.price >= 100_000, r.name).toBe(true);
    }
    expect(rows.some((r) => r.featured) && rows.some((r) => !r.featured)).toBe(true);
  });

  it('serves the seeded tours through the API with the spec spellings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tour?limit=100' });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(16);
    const plans = await Promise.all(
      res.json().map(async ({ _id }: { _id: string }) => (await t.app.inject({ method: 'GET', url: `/api/tour/${_id}` })).json().tourPlan),
    );
    const withHotel = plans.find((plan: { hotels: unknown[] }[]) => plan[0]!.hotels.length > 0);
    expect(withHotel[0].hotels[0]).toHaveProperty('timming');
  });

  it('serves every seeded catalogue list through the public API without a schema error', async () => {
    for (const url of ['/api/hotel?limit=100', '/api/cab?limit=100', '/api/blog?limit=100', '/api/offer?limit=100']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
      expect(res.json().length, url).toBeGreaterThanOrEqual(8);
    }
  });

  it('spreads hotels over 10+ cities, every property type and star, with every section filled', async () => {
    const rows = await t.db.select().from(hotels);
    expect(distinct(rows.map((r) => r.location.split(',')[0])).size).toBeGreaterThanOrEqual(10);
    expect(distinct(rows.map((r) => r.type))).toEqual(new Set(['Hotel', 'Apartment', 'Villa', 'Resort', 'Camp']));
    expect(distinct(rows.map((r) => r.star))).toEqual(new Set([1, 2, 3, 4, 5]));
    for (const r of rows) {
      for (const s of [r.foodAndDining, r.locationAndSurroundings, r.roomDetailsAndAmenities, r.activitiesAndNearbyAttractions]) {
        expect(s.title, r.name).not.toBe('');
        expect(s.description.length, r.name).toBeGreaterThanOrEqual(3);
        expect(s.img, r.name).toMatch(/^\/uploads\//);
      }
      expect(
        Object.values(r.hotelDetails).every((v) => typeof v === 'string' && v.length > 0),
        r.name,
      ).toBe(true);
      expect(r.rooms).toBeGreaterThanOrEqual(5);
      expect(r.rooms).toBeLessThanOrEqual(40);
      expect(r.price).toBeGreaterThan(0);
      expect(r.images.length).toBeGreaterThanOrEqual(3);
      for (const a of r.amenities) expect(['Wifi', 'Swimming Pool', 'Spa']).toContain(a);
      for (const f of r.facilities) expect(['pool', 'spa', 'gym']).toContain(f);
    }
    expect(distinct(rows.flatMap((r) => r.amenities))).toEqual(new Set(['Wifi', 'Swimming Pool', 'Spa']));
    expect(distinct(rows.flatMap((r) => r.facilities))).toEqual(new Set(['pool', 'spa', 'gym']));
    expect(rows.some((r) => r.featured) && rows.some((r) => !r.featured)).toBe(true);
  });

  it('covers every cab type, fuel and 4–7 seats, with inclusions, exclusions and a tax percent', async () => {
    const rows = await t.db.select().from(cabs);
    expect(distinct(rows.map((r) => r.type))).toEqual(new Set(['SUV', 'Sedan', 'Hatchback']));
    expect(distinct(rows.map((r) => r.fuelType))).toEqual(new Set(['CNG', 'Petrol', 'Diesel']));
    expect(distinct(rows.map((r) => r.seats))).toEqual(new Set([4, 5, 6, 7]));
    for (const r of rows) {
      expect(r.inclusions.length, r.model).toBeGreaterThan(0);
      expect(r.exclusions.length, r.model).toBeGreaterThan(0);
      expect(r.taxes).toBeGreaterThan(0);
      expect(r.taxes).toBeLessThanOrEqual(28);
      expect(r.discountedPrice).toBeLessThanOrEqual(r.originalPrice);
      expect(r.kmsIncluded).toBeGreaterThan(0);
    }
    expect(rows.some((r) => r.featured) && rows.some((r) => !r.featured)).toBe(true);
  });

  it('gives the hotel demo account two live hotels and the cab one a fleet, each with one more under review', async () => {
    const owners = { hotel: await accountId('hotel@raahi.test'), cab: await accountId('cab@raahi.test') };
    const session = async (email: string) => ({ cookie: await signInCookie(t, email, DEMO_PASSWORD) });
    for (const [kind, live, first] of [
      ['hotel', 2, 'Amber Haveli'],
      ['cab', 3, 'Toyota Innova Crysta'],
    ] as const) {
      const headers = await session(`${kind}@raahi.test`);
      const mine = await t.app.inject({ url: `/api/${kind}s/mine`, headers });
      expect(mine.statusCode).toBe(200);
      const statuses = mine.json().map((l: { review: { status: string } }) => l.review.status);
      expect(statuses.filter((s: string) => s === 'approved')).toHaveLength(live);
      expect(statuses.filter((s: string) => s === 'pending')).toHaveLength(1);
      // the specs' owner call answers the first, the one the journeys use
      const theFirst = await t.app.inject({ url: `/api/${kind}/user/${owners[kind]}`, headers });
      expect(theFirst.json()[kind === 'hotel' ? 'name' : 'model']).toMatch(new RegExp(`^${first}`));
    }
    const admin = await session('admin@raahi.test');
    const queue = await t.app.inject({ url: '/api/admin/listings/pending', headers: admin });
    expect(
      queue
        .json()
        .map((q: { kind: string }) => q.kind)
        .sort(),
    ).toEqual(['cab', 'hotel']);
  });

  it('gives the fleets based in other cities owners of their own, each running the cars of its cities', async () => {
    for (const owner of DEMO_FLEET_OWNERS) {
      const cookie = await signInCookie(t, owner.email, DEMO_PASSWORD);
      const mine = await t.app.inject({ url: '/api/cabs/mine', headers: { cookie } });
      expect(mine.statusCode).toBe(200);
      const ownerId = await accountId(owner.email);
      const rows = await t.db.select({ baseCity: cabs.baseCity }).from(cabs).where(eq(cabs.ownerId, ownerId));
      expect(mine.json()).toHaveLength(rows.length);
      expect(distinct(rows.map((r) => r.baseCity))).toEqual(new Set(owner.cities));
    }
  });

  it('writes multi-paragraph blogs in every category', async () => {
    const rows = await t.db.select().from(blogs);
    expect(distinct(rows.map((r) => r.category))).toEqual(new Set(['hotel', 'tour', 'cabs']));
    for (const r of rows) expect(r.description.split('\n\n').length, r.title).toBeGreaterThanOrEqual(3);
    expect(rows.some((r) => r.featured) && rows.some((r) => !r.featured)).toBe(true);
  });

  it('makes current offers that point at real hotels, cabs and tours', async () => {
    const rows = await t.db.select().from(offers);
    expect(distinct(rows.map((r) => r.relatedTo))).toEqual(new Set(['Hotel', 'Cab', 'Tour']));
    const tables = { Hotel: hotels, Cab: cabs, Tour: tours } as const;
    for (const r of rows) {
      expect(r.startDate <= today && today <= r.endDate, r.title).toBe(true);
      const table = tables[r.relatedTo];
      expect(await t.db.select({ id: table.id }).from(table).where(eq(table.id, r.relatedId)), r.title).toHaveLength(1);
    }
    expect(rows.some((r) => r.featured) && rows.some((r) => !r.featured)).toBe(true);
  });

  it('stores every referenced picture as three WebP renditions on disk, distinct per listing', async () => {
    const [tourRows, hotelRows, cabRows, blogRows, offerRows] = await Promise.all([
      t.db.select().from(tours),
      t.db.select().from(hotels),
      t.db.select().from(cabs),
      t.db.select().from(blogs),
      t.db.select().from(offers),
    ]);
    const referenced = new Set([
      ...tourRows.flatMap((r) => [
        r.image,
        ...r.photos,
        ...r.tourPlan.flatMap((d) => [...d.car, ...d.sightseeing, ...d.hotels].map((x) => x.image)),
      ]),
      ...hotelRows.flatMap((r) => [
        r.imageUrl,
        ...r.images,
        r.foodAndDining.img,
        r.locationAndSurroundings.img,
        r.roomDetailsAndAmenities.img,
        r.activitiesAndNearbyAttractions.img,
      ]),
      ...cabRows.map((r) => r.imageUrl),
      ...blogRows.map((r) => r.image),
      ...offerRows.map((r) => r.image),
    ]);
    const stored = new Set((await t.db.select({ path: images.path }).from(images)).map((r) => r.path));
    for (const p of referenced) {
      expect(stored.has(p), p).toBe(true);
      for (const w of [1280, 640, 320] as const)
        expect(fs.existsSync(path.join(t.uploadsDir, path.basename(renditionPath(p, w)))), `${p} ${w}`).toBe(true);
      expect(fs.existsSync(path.join(t.uploadsDir, path.basename(shareImagePath(p)))), `${p} share preview`).toBe(true);
    }
    expect(distinct(tourRows.map((r) => r.image)).size).toBe(tourRows.length);
    expect(distinct(hotelRows.map((r) => r.imageUrl)).size).toBe(hotelRows.length);
    expect(distinct(cabRows.map((r) => r.imageUrl)).size).toBe(cabRows.length);

    const res = await t.app.inject({ method: 'GET', url: hotelRows[0]!.imageUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });

  it("gives every hotel, cab and tour its rating and review count from the travellers' reviews of their past, paid bookings", async () => {
    const stars = await t.db.select({ kind: reviews.kind, listingId: reviews.listingId, rating: reviews.rating }).from(reviews);
    const figures = (kind: string, id: string) => {
      const mine = stars.filter((s) => s.kind === kind && s.listingId === id);
      const mean = mine.reduce((sum, s) => sum + s.rating, 0) / mine.length;
      return { rating: Math.round(mean * 10) / 10, count: mine.length };
    };
    const listings = [
      ...(await t.db.select({ id: hotels.id, rating: hotels.rating, count: hotels.reviewCount }).from(hotels)).map((l) => ({
        ...l,
        kind: 'hotel',
      })),
      ...(await t.db.select({ id: cabs.id, rating: cabs.rating, count: cabs.reviewCount }).from(cabs)).map((l) => ({ ...l, kind: 'cab' })),
      ...(await t.db.select({ id: tours.id, rating: tours.rating, count: tours.reviews }).from(tours)).map((l) => ({ ...l, kind: 'tour' })),
    ];
    for (const l of listings) {
      expect(l.count, l.id).toBeGreaterThanOrEqual(2);
      expect({ rating: l.rating, count: l.count }, `${l.kind} ${l.id}`).toEqual(figures(l.kind, l.id));
    }
    // each review is of a confirmed booking of its author that has ended, shown as verified
    // a live hotel: the listings under review are archived, and a table's first row is any row once rows are updated
    const [hotel] = await t.db.select({ id: hotels.id }).from(hotels).where(isNull(hotels.archivedAt)).limit(1);
    const res = await t.app.inject({ method: 'GET', url: `/api/hotel/${hotel!.id}/reviews?limit=100` });
    expect(res.statusCode, res.body).toBe(200);
    const listed = res.json() as { verified: boolean; stayedOn: string }[];
    expect(listed.length).toBeGreaterThanOrEqual(2);
    for (const r of listed) expect(r.verified && r.stayedOn < today).toBe(true);
  });

  it('gives every seeded offer the rule that gives its discount, and words that name only its figures', async () => {
    const rows = await t.db.select().from(offers);
    for (const o of rows) {
      const rule = ruleOf(o);
      expect(hasDiscount(rule), o.title).toBe(true);
      expect(wordsRefusal(`${o.title} ${o.description}`, rule, wordsIn('en')), o.title).toBeNull();
      // in Hindi too, as the back-office checks what is given in Hindi
      const hindi = o.translations.hi;
      expect(hindi?.title && hindi.description, o.title).toBeTruthy();
      expect(wordsRefusal(`${hindi?.title} ${hindi?.description}`, rule, wordsIn('en')), hindi?.title).toBeNull();
    }
    expect(rows.some((o) => o.autoApply && o.minNights === 2 && /^Flat 20% off at /.test(o.title))).toBe(true);
  });

  it('gives the Hindi pages texts given in Hindi: every tour, some hotels (the rest as typed) and the featured posts', async () => {
    const [tourRows, hotelRows, blogRows] = await Promise.all([
      t.db.select().from(tours),
      t.db.select().from(hotels),
      t.db.select().from(blogs),
    ]);
    const devanagari = /^[\u0900-\u097F]/;
    for (const row of tourRows) expect(row.translations.hi?.name, row.name).toMatch(devanagari);
    const givenHotels = hotelRows.filter((h) => h.translations.hi?.name);
    expect(givenHotels.length).toBeGreaterThanOrEqual(5);
    expect(givenHotels.length).toBeLessThan(hotelRows.length);
    for (const h of givenHotels) expect(h.translations.hi?.description, h.name).toContain(h.translations.hi!.name!);
    expect(blogRows.filter((b) => b.featured).every((b) => devanagari.test(b.translations.hi?.title ?? ''))).toBe(true);
  });

  it('lets every demo account sign in with the shared password and the right role', async () => {
    for (const a of DEMO_ACCOUNTS) {
      const res = await t.app.inject({ method: 'POST', url: '/api/users/auth', payload: { email: a.email, password: DEMO_PASSWORD } });
      expect(res.statusCode, a.email).toBe(200);
      expect(res.json().role, a.email).toBe(a.role);
    }
    expect(DEMO_PASSWORD).toBe('Raahi@2026');
  });

  it('gives the demo guest paid, advance-paid, refunded and expired bookings of the demo listings, so every money screen has rows', async () => {
    const as = async (role: 'user' | 'hotel' | 'cab' | 'admin') => ({ cookie: await signInCookie(t, `${role}@raahi.test`, DEMO_PASSWORD) });
    const guest = await as('user');
    const guestId = await accountId('user@raahi.test');
    const get = async (who: { cookie: string }, url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: who });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
      return res.json();
    };
    const stays = await get(guest, `/api/booking/user/${guestId}`);
    expect(stays.map((b: { payment: { status: string } }) => b.payment.status).sort()).toEqual(['paid', 'paid', 'paid', 'refunded']); // and the past stay to review
    const [trip] = await get(guest, `/api/cab/booking/user/${guestId}`);
    expect(trip.payment).toMatchObject({ status: 'advance_paid', paid: trip.breakdown.payNow, due: trip.breakdown.payLater });
    const tourRows = await get(guest, '/api/tour/booking/user');
    const lapsed = tourRows.find((b: { status: string }) => b.status === 'Cancelled');
    expect(lapsed.payment.status).toBe('unpaid');
    const history = await t.app.inject({ method: 'POST', url: `/api/bookings/${lapsed._id}/history`, headers: guest });
    expect(history.json().history.at(-1)).toMatchObject({ toStatus: 'Cancelled', note: HOLD_EXPIRED_NOTE, changedBy: null });
    // the owners' tables, the ledger and the earnings
    // the guest's, and the travellers' past bookings that they reviewed
    const reviewed = async (kind: 'hotel' | 'cab', ownerEmail: string) => {
      const [row] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(reviews)
        .innerJoin(kind === 'hotel' ? hotels : cabs, eq((kind === 'hotel' ? hotels : cabs).id, reviews.listingId))
        .innerJoin(users, eq(users.id, (kind === 'hotel' ? hotels : cabs).ownerId))
        .where(eq(users.email, ownerEmail));
      return row!.n;
    };
    expect((await get(await as('hotel'), '/api/admin/hotel/booking')).length).toBe(4 + (await reviewed('hotel', 'hotel@raahi.test')));
    expect((await get(await as('cab'), '/api/admin/cab/booking')).length).toBe(1 + (await reviewed('cab', 'cab@raahi.test')));
    const ledger = await get(await as('admin'), '/api/admin/payments');
    expect(new Set(ledger.map((e: { kind: string; status: string }) => `${e.kind} ${e.status}`))).toEqual(
      new Set(['payment captured', 'payment failed', 'refund processed']),
    );
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/payments', headers: await as('admin') });
    expect(Number(all.headers['x-total-count'])).toBe((await count(payments)) + (await count(refunds)));
    const earnings = await get(await as('hotel'), '/api/admin/earnings');
    expect(earnings.rows.length).toBeGreaterThanOrEqual(2); // last month and this one (three near a month's start)
    expect(earnings.totals.net).toBeGreaterThan(0);
  });

  it("gives the Complaints queue an overdue ticket first, the demo hotel owner its hotel's, and the traveller theirs", async () => {
    const as = async (role: 'user' | 'hotel' | 'admin') => ({ cookie: await signInCookie(t, `${role}@raahi.test`, DEMO_PASSWORD) });
    const get = async (who: { cookie: string }, url: string) => (await t.app.inject({ method: 'GET', url, headers: who })).json();
    const queue = await get(await as('admin'), '/api/admin/grievances');
    expect(queue.map((g: { status: string }) => g.status).sort()).toEqual(['open', 'open', 'resolved']);
    expect(queue[0]).toMatchObject({ overdue: true, topic: 'booking', status: 'open' });
    expect(queue.at(-1)).toMatchObject({ status: 'resolved', handledBy: 'Priya Nair', outcome: expect.stringContaining('pool') });
    expect((await get(await as('hotel'), '/api/admin/grievances')).length).toBe(2);
    expect((await get(await as('user'), '/api/grievances/mine')).length).toBe(2);
  });

  it("gives the privacy screens the accounts' accepted notice, the traveller's consent history and a request of each state", async () => {
    const as = async (role: 'user' | 'admin') => ({ cookie: await signInCookie(t, `${role}@raahi.test`, DEMO_PASSWORD) });
    const get = async (who: { cookie: string }, url: string) => (await t.app.inject({ method: 'GET', url, headers: who })).json();
    const consents = await get(await as('user'), '/api/users/me/consents');
    expect(consents.acceptedNoticeVersion).toBe(consents.noticeVersion);
    const offers = consents.purposes.find((p: { purpose: string }) => p.purpose === 'marketing-email');
    expect(offers.history.map((h: { granted: boolean }) => h.granted)).toEqual([true, false]);
    const requests = await get(await as('admin'), '/api/admin/data-requests');
    expect(requests[0]).toMatchObject({ kind: 'erasure', status: 'open' });
    expect(requests.map((r: { kind: string }) => r.kind).sort()).toEqual(['access', 'erasure', 'nominee']);
  });

  it('does nothing the second time', async () => {
    const before = await Promise.all([users, tours, hotels, cabs, blogs, offers, images].map(count));
    const files = fs.readdirSync(t.uploadsDir).length;
    expect(await seedDemoData(t.db, t.storage)).toBe(false);
    expect(await Promise.all([users, tours, hotels, cabs, blogs, offers, images].map(count))).toEqual(before);
    expect(fs.readdirSync(t.uploadsDir).length).toBe(files);
  });
});
