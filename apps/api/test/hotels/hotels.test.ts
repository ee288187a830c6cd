import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelBookings, hotels } from '../../src/db/schema.ts';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { insertHotel, picture } from '../helpers/fixtures.ts';
import {
  adminListPages,
  adminOnly,
  BAD_IDS,
  describeListingDeletion,
  describeListingOfOwner,
  describePermissionMatrix,
  expectNotFoundAt,
  expectOwnerLinkedOnce,
  listedTitles,
  listingStaff,
  ownerOrAdmin,
  titlesOf,
} from '../helpers/listings.ts';
import { call } from '../helpers/requests.ts';
import { createTestApp, signedInAs, type Actor, type TestApp } from '../helpers/test-app.ts';

type Named = { name: string };

let t: TestApp;
let guest: Actor;
const today = todayInIndia();
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  t = await createTestApp();
  guest = await signedInAs(t, 'user');
  const palace = await insertHotel(t.db, {
    name: 'Pink City Palace',
    location: 'Jaipur, Rajasthan',
    price: 450_000,
    star: 5,
    rating: 4.7,
    type: 'Hotel',
    amenities: ['Wifi', 'Swimming Pool', 'Spa'],
    facilities: ['pool', 'spa', 'gym'],
    featured: true,
    rooms: 2,
  });
  const villa = await insertHotel(t.db, {
    name: 'Lake View Villa',
    location: 'Udaipur, Rajasthan',
    price: 200_000,
    star: 3,
    rating: 4.0,
    type: 'Villa',
    amenities: ['Wifi'],
    facilities: ['gym'],
    rooms: 1,
  });
  const resort = await insertHotel(t.db, {
    name: 'Goa Beach Resort',
    location: 'Goa',
    price: 800_000,
    star: 4,
    rating: 3.6,
    type: 'Resort',
    amenities: ['Swimming Pool', 'Wifi'],
    facilities: ['pool'],
    rooms: 5,
  });
  await insertHotel(t.db, {
    name: 'Budget Stay 100%',
    location: 'Delhi',
    price: 120_000,
    star: 2,
    rating: 3.1,
    type: 'Apartment',
    amenities: [],
    facilities: [],
  });
  await insertHotel(t.db, { name: 'Old Jaipur Inn', location: 'Jaipur, Rajasthan', archivedAt: new Date() });
  const booking = (hotelId: string, roomCount: number, from: number, to: number, status: 'Pending' | 'Confirmed' | 'Cancelled') => ({
    userId: guest.id,
    hotelId,
    roomCount,
    checkInDate: day(from),
    checkOutDate: day(to),
    status,
    baseAmount: 1,
    totalAmount: 1,
  });
  await t.db.insert(hotelBookings).values([
    // the palace's two rooms are taken on nights +10 and +11
    booking(palace.id, 1, 10, 12, 'Confirmed'),
    booking(palace.id, 1, 9, 12, 'Pending'),
    // cancelled bookings free their rooms
    booking(villa.id, 1, 10, 12, 'Cancelled'),
    booking(resort.id, 4, 10, 12, 'Pending'),
  ]);
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const names = (query: string) => listedTitles(t, 'hotel', query);

describe('GET /api/hotel', () => {
  it('lists live hotels as an array of cards (rupee prices, _id, no info sections) with the total in a header', async () => {
    const res = await get('/api/hotel');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(titlesOf('hotel', body).sort()).toEqual(['Budget Stay 100%', 'Goa Beach Resort', 'Lake View Villa', 'Pink City Palace']);
    expect(res.headers['x-total-count']).toBe('4');
    const palace = body.find((h: Named) => h.name === 'Pink City Palace');
    expect(palace).toMatchObject({
      price: 4500,
      // the GST a guest pays a night (5% up to ₹7,500), not the typed 'taxes'
      taxes: 225,
      star: 5,
      rating: 4.7,
      featured: true,
      rooms: 2,
      ownerId: null,
      archivedAt: null,
    });
    expect(palace._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(palace.amenities).toEqual(['Wifi', 'Swimming Pool', 'Spa']);
    // a card leaves the long description and the four info sections to the hotel's own page
    for (const key of [
      'hotelDetails',
      'foodAndDining',
      'locationAndSurroundings',
      'roomDetailsAndAmenities',
      'activitiesAndNearbyAttractions',
    ])
      expect(palace, key).not.toHaveProperty(key);
    const detail = (await get(`/api/hotel/${palace._id}`)).json();
    expect(detail.foodAndDining).toEqual({ title: 'Food', description: ['Food line'], img: picture('section') });
    expect(detail.hotelDetails.priceDescription).toBe('per night');
  });

  it('filters by location (name or location, any case, wildcards literal)', async () => {
    expect(await names('location=jaipur')).toEqual(['Pink City Palace']);
    expect(await names('location=PALACE')).toEqual(['Pink City Palace']);
    expect(await names('location=rajasthan')).toEqual(['Lake View Villa', 'Pink City Palace']);
    expect(await names('location=%25')).toEqual(['Budget Stay 100%']);
    expect(await names('location=_')).toEqual([]);
  });

  it('filters by budget: minBudget, maxBudget, price as a range or a single maximum', async () => {
    expect(await names('minBudget=2000')).toEqual(['Goa Beach Resort', 'Lake View Villa', 'Pink City Palace']);
    expect(await names('maxBudget=1500')).toEqual(['Budget Stay 100%']);
    expect(await names('price=1500-5000')).toEqual(['Lake View Villa', 'Pink City Palace']);
    expect(await names('price=2000')).toEqual(['Budget Stay 100%', 'Lake View Villa']);
    expect(await names('minBudget=3000&price=0-5000')).toEqual(['Pink City Palace']);
  });

  it('filters by star rating given once, comma separated or repeated', async () => {
    expect(await names('starrating=5')).toEqual(['Pink City Palace']);
    expect(await names('starrating=3,4')).toEqual(['Goa Beach Resort', 'Lake View Villa']);
    expect(await names('starrating=3&starrating=5')).toEqual(['Lake View Villa', 'Pink City Palace']);
  });

  it('filters by minimum guest rating', async () => {
    expect(await names('guestrating=4.5')).toEqual(['Pink City Palace']);
    expect(await names('guestrating=4')).toEqual(['Lake View Villa', 'Pink City Palace']);
  });

  it('filters by property type in any case, comma separated or repeated', async () => {
    expect(await names('propertytype=villa')).toEqual(['Lake View Villa']);
    expect(await names('propertytype=Villa,Resort')).toEqual(['Goa Beach Resort', 'Lake View Villa']);
    expect(await names('propertytype=Apartment&propertytype=Resort')).toEqual(['Budget Stay 100%', 'Goa Beach Resort']);
  });

  it('keeps hotels that have every asked amenity and facility', async () => {
    expect(await names('amenities=Wifi,Swimming%20Pool')).toEqual(['Goa Beach Resort', 'Pink City Palace']);
    expect(await names('amenities=wifi&amenities=spa')).toEqual(['Pink City Palace']);
    expect(await names('facilities=gym')).toEqual(['Lake View Villa', 'Pink City Palace']);
    expect(await names('facilities=pool,gym')).toEqual(['Pink City Palace']);
  });

  it('filters by featured and combines filters', async () => {
    expect(await names('featured=true')).toEqual(['Pink City Palace']);
    expect(await names('featured=false')).toEqual(['Budget Stay 100%', 'Goa Beach Resort', 'Lake View Villa']);
    expect(await names('location=rajasthan&starrating=3&guests=2')).toEqual(['Lake View Villa']);
  });

  it('leaves out hotels with no room free on some night of the stay', async () => {
    const all = ['Budget Stay 100%', 'Goa Beach Resort', 'Lake View Villa', 'Pink City Palace'];
    const others = all.filter((n) => n !== 'Pink City Palace');
    expect(await names(`checkin=${day(11)}&checkout=${day(13)}&guests=2`)).toEqual(others);
    expect(await names(`checkin=${day(8)}&checkout=${day(11)}`)).toEqual(others);
    expect(await names(`checkin=${day(10)}`)).toEqual(others);
    // the check-out day and the nights before the bookings are free
    expect(await names(`checkin=${day(12)}&checkout=${day(14)}`)).toEqual(all);
    expect(await names(`checkin=${day(7)}&checkout=${day(9)}`)).toEqual(all);
  });

  it('sorts by price either way, rating or newest, and pages with the total in a header', async () => {
    const order = async (q: string) => (await get(`/api/hotel?${q}`)).json().map((h: { price: number }) => h.price);
    expect(await order('sort=price')).toEqual([1200, 2000, 4500, 8000]);
    expect(await order('sort=-price')).toEqual([8000, 4500, 2000, 1200]);
    expect((await get('/api/hotel?sort=rating')).json().map((h: { rating: number }) => h.rating)).toEqual([4.7, 4, 3.6, 3.1]);
    expect(await order('sort=newest')).toEqual([1200, 8000, 2000, 4500]);
    const second = await get('/api/hotel?sort=price&limit=2&page=2');
    expect(second.json().map((h: { price: number }) => h.price)).toEqual([4500, 8000]);
    expect(second.headers['x-total-count']).toBe('4');
    expect((await get('/api/hotel?sort=price&limit=2&page=3')).json()).toEqual([]);
  });

  it('reads the search as a spec client sends it: every field, empty ones included, in the spec spelling', async () => {
    const all = ['Budget Stay 100%', 'Goa Beach Resort', 'Lake View Villa', 'Pink City Palace'];
    const empty = 'location=&checkin=&checkout=&guests=&price=&minBudget=&maxBudget=&starRating=&guestRating=&propertyType=&amenities=';
    expect(await names(empty)).toEqual(all);
    expect(await names(`${empty.replace('maxBudget=&', 'maxBudget=1500&')}`)).toEqual(['Budget Stay 100%']);
    expect(await names('starRating=3&starRating=5')).toEqual(['Lake View Villa', 'Pink City Palace']);
    expect(await names('STARRATING=5')).toEqual(['Pink City Palace']);
    expect(await names('guestRating=4.5')).toEqual(['Pink City Palace']);
    expect(await names('propertyType=Villa,Resort')).toEqual(['Goa Beach Resort', 'Lake View Villa']);
    expect(await names('maxbudget=1500')).toEqual(['Budget Stay 100%']);
    expect(await names('minbudget=5000')).toEqual(['Goa Beach Resort']);
    // both spellings at once: the values of both count, as a repeated parameter's would
    expect(await names('starRating=3&starrating=5')).toEqual(['Lake View Villa', 'Pink City Palace']);
  });

  it('reads lists repeated, bracketed (name[]= and name[0]=) or comma separated alike', async () => {
    const both = ['Pink City Palace'];
    expect(await names('amenities=Wifi&amenities=Spa')).toEqual(both);
    expect(await names('amenities[]=Wifi&amenities[]=Spa')).toEqual(both);
    expect(await names('amenities%5B%5D=Wifi&amenities%5B%5D=Spa')).toEqual(both);
    expect(await names('amenities[0]=Wifi&amenities[1]=Spa')).toEqual(both);
    expect(await names('amenities=Wifi,Spa')).toEqual(both);
    expect(await names('propertyType[]=Villa')).toEqual(['Lake View Villa']);
    expect(await names('amenities[]=&amenities[]=Spa')).toEqual(both);
  });

  it('searches one night when check-out is not after check-in (the spec form defaults both to today)', async () => {
    const all = ['Budget Stay 100%', 'Goa Beach Resort', 'Lake View Villa', 'Pink City Palace'];
    const others = all.filter((n) => n !== 'Pink City Palace');
    // the palace is full on nights +10 and +11, free on +12
    expect(await names(`checkin=${day(10)}&checkout=${day(10)}`)).toEqual(others);
    expect(await names(`checkin=${day(11)}&checkout=${day(3)}`)).toEqual(others);
    expect(await names(`checkin=${day(12)}&checkout=${day(12)}`)).toEqual(all);
    expect(await names(`checkin=${today}&checkout=${today}`)).toEqual(all);
  });

  it('answers bad filters with 400 and a message per field', async () => {
    const fieldsOf = async (q: string) => {
      const res = await get(`/api/hotel?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('invalid_input');
      return res.json().fields as Record<string, string>;
    };
    expect((await fieldsOf('price=abc')).price).toBe('Use a range like 1500-2500 or a single maximum.');
    expect((await fieldsOf('price=5000-1000')).price).toBe('The minimum must not exceed the maximum.');
    expect(Object.keys(await fieldsOf('starrating=6'))[0]).toMatch(/^starrating/);
    expect((await fieldsOf('guestrating=9')).guestrating).toBe('Must be between 0 and 5.');
    expect((await fieldsOf('minBudget=-1')).minBudget).toBe('Must be 0 or more.');
    expect((await fieldsOf(`checkin=${day(1)}&checkout=${day(200)}`)).checkout).toMatch(/at most 90 nights/);
    expect((await fieldsOf(`checkout=${day(3)}`)).checkin).toBe('Choose a check-in date.');
    expect((await fieldsOf('checkin=2026-02-30')).checkin).toBe('Not a real date.');
    expect((await fieldsOf('guests=0')).guests).toBe('At least 1 guest.');
    expect(await fieldsOf('sort=name')).toHaveProperty('sort');
    expect(await fieldsOf('limit=1000')).toHaveProperty('limit');
  });
});

describe('GET /api/hotel/{id}', () => {
  it('returns one live hotel', async () => {
    const [palace] = (await get('/api/hotel?featured=true')).json();
    const res = await get(`/api/hotel/${palace._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Pink City Palace', price: 4500, images: [picture('hotel')] });
  });

  it('answers 404 for unknown, malformed and archived ids, never 500', async () => {
    const [archived] = await t.db.select().from(hotels).where(eq(hotels.name, 'Old Jaipur Inn'));
    await expectNotFoundAt(t, (id) => `/api/hotel/${id}`, [...BAD_IDS, archived!.id]);
  });
});

// ---------- staff side ----------

/** A complete, valid hotel body as the admin form sends it. */
const hotelBody = (over: Record<string, unknown> = {}) => ({
  name: 'Taj Lake Palace',
  location: 'Udaipur, Rajasthan',
  distance: '1 km from City Palace',
  category: 'Luxury',
  hotelPriceHighlight: 'Lake-view rooms',
  type: 'Resort',
  rating: 4.8,
  reviewCount: 250,
  price: 12500.5,
  taxes: 2500,
  star: 5,
  imageUrl: '',
  images: [picture('taj-1'), picture('taj-2')],
  inclusions: ['Breakfast', '', '  '],
  amenities: ['Wifi', 'Spa'],
  facilities: ['pool'],
  hotelDetails: {
    description: 'A palace on the lake.',
    priceDescription: 'per night',
    priceLocation: 'Includes taxes and fees',
    price: '12500',
  },
  foodAndDining: { title: 'Dining', description: ['Lakeside restaurant', ''], img: picture('dining') },
  locationAndSurroundings: { title: 'Location', description: 'On Lake Pichola\nNear City Palace\n', img: '' },
  roomDetailsAndAmenities: { title: 'Rooms', description: [], img: '' },
  activitiesAndNearbyAttractions: { title: 'Activities', img: '' },
  ...over,
});

let admin: Actor, hotelOwner: Actor, otherHotelOwner: Actor, hotelWithoutHotel: Actor;
let ownedHotelId: string, otherOwnedHotelId: string;

describe('staff routes', () => {
  beforeAll(async () => {
    ({ admin, owner: hotelOwner, otherOwner: otherHotelOwner, ownerOfNothing: hotelWithoutHotel } = await listingStaff(t, 'hotel'));
    ownedHotelId = (await insertHotel(t.db, { name: 'Owned Haveli', location: 'Shimla', ownerId: hotelOwner.id, rooms: 7 })).id;
    otherOwnedHotelId = (await insertHotel(t.db, { name: 'Other Owned Lodge', location: 'Shimla', ownerId: otherHotelOwner.id })).id;
  });

  const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, who?: Actor, payload?: object) =>
    call(t, who, method, url, payload);

  describe('POST /api/admin/hotel', () => {
    it('creates a hotel; blank list entries are dropped and a text section description becomes lines', async () => {
      const res = await send('POST', '/api/admin/hotel', admin, hotelBody({ featured: true }));
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json();
      expect(created).toMatchObject({
        name: 'Taj Lake Palace',
        price: 12500.5,
        // the GST a guest pays a night (18% above ₹7,500), not the typed 2500
        taxes: 2250.09,
        featured: true,
        rooms: 10,
        ownerId: null,
        imageUrl: picture('taj-1'),
        inclusions: ['Breakfast'],
        foodAndDining: { title: 'Dining', description: ['Lakeside restaurant'], img: picture('dining') },
        locationAndSurroundings: { description: ['On Lake Pichola', 'Near City Palace'] },
        activitiesAndNearbyAttractions: { title: 'Activities', description: [], img: '' },
      });
      const [row] = await t.db.select().from(hotels).where(eq(hotels.id, created._id));
      expect(row!.price).toBe(1_250_050);
      expect((await get(`/api/hotel/${created._id}`)).statusCode).toBe(200);
    });

    it('answers missing and out-of-range fields with 400 and a message per field', async () => {
      const res = await send('POST', '/api/admin/hotel', admin, {
        rating: 4.25,
        reviewCount: 1.5,
        price: -1,
        taxes: 'ten',
        star: 6,
        hotelDetails: { description: '' },
        foodAndDining: { title: '' },
      });
      expect(res.statusCode).toBe(400);
      const { fields, code } = res.json();
      expect(code).toBe('invalid_input');
      for (const f of [
        'name',
        'location',
        'distance',
        'category',
        'hotelPriceHighlight',
        'type',
        'hotelDetails.priceDescription',
        'locationAndSurroundings',
      ]) {
        expect(fields, f).toHaveProperty([f]);
      }
      expect(fields.rating).toBe('Use steps of 0.1.');
      expect(fields.reviewCount).toBe('Must be a whole number.');
      expect(fields['hotelDetails.description']).toBe('This field is required.');
      expect(fields['foodAndDining.title']).toBe('This field is required.');
      expect(Object.keys(fields)).toEqual(expect.arrayContaining(['price', 'taxes', 'star']));
    });

    it('links an owner that exists; an unknown owner is 400; an owner may be given a second hotel', () =>
      expectOwnerLinkedOnce({ t, admin }, 'hotel', hotelBody));
  });

  describe('GET and PUT /api/admin/hotel/edit/{hotelId}', () => {
    it('reads and updates any hotel; fields a body leaves out keep their value', async () => {
      const read = await send('GET', `/api/admin/hotel/edit/${ownedHotelId}`, admin);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ name: 'Owned Haveli', rooms: 7, ownerId: hotelOwner.id });
      const put = await send(
        'PUT',
        `/api/admin/hotel/edit/${ownedHotelId}`,
        admin,
        hotelBody({ name: 'Owned Haveli', location: 'Shimla', price: 3000, featured: true }),
      );
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json()).toMatchObject({ name: 'Owned Haveli', price: 3000, featured: true, rooms: 7, ownerId: hotelOwner.id });
      expect(Date.parse(put.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(read.json().updatedAt));
    });

    it('archives and restores a hotel through archived', async () => {
      const { _id } = (await send('POST', '/api/admin/hotel', admin, hotelBody({ name: 'Seasonal Camp' }))).json();
      const archived = await send('PUT', `/api/admin/hotel/edit/${_id}`, admin, hotelBody({ name: 'Seasonal Camp', archived: true }));
      expect(archived.json().archivedAt).not.toBeNull();
      expect((await get(`/api/hotel/${_id}`)).statusCode).toBe(404);
      expect((await send('GET', `/api/admin/hotel/edit/${_id}`, admin)).statusCode).toBe(200);
      await send('PUT', `/api/admin/hotel/edit/${_id}`, admin, hotelBody({ name: 'Seasonal Camp', archived: false }));
      expect((await get(`/api/hotel/${_id}`)).statusCode).toBe(200);
    });

    it('answers 404 for unknown and malformed ids and 400 for a bad body', async () => {
      for (const id of BAD_IDS) {
        expect((await send('GET', `/api/admin/hotel/edit/${id}`, admin)).statusCode, id).toBe(404);
        expect((await send('PUT', `/api/admin/hotel/edit/${id}`, admin, hotelBody())).statusCode, id).toBe(404);
      }
      const bad = await send('PUT', `/api/admin/hotel/edit/${ownedHotelId}`, admin, hotelBody({ rooms: 0, name: '' }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toMatchObject({ rooms: 'A hotel has at least 1 room.', name: 'This field is required.' });
    });

    it('gives an owner a second hotel: they run both, and the owner call still answers their first', async () => {
      const res = await send('PUT', `/api/admin/hotel/edit/${otherOwnedHotelId}`, admin, hotelBody({ ownerId: hotelOwner.id }));
      expect(res.statusCode).toBe(200);
      const mine = await send('GET', '/api/hotels/mine', hotelOwner);
      expect(mine.json().map((h: { _id: string }) => h._id)).toEqual(expect.arrayContaining([ownedHotelId, otherOwnedHotelId]));
      expect((await send('GET', `/api/hotel/user/${hotelOwner.id}`, hotelOwner)).json()._id).toBe(ownedHotelId);
      const back = await send('PUT', `/api/admin/hotel/edit/${otherOwnedHotelId}`, admin, hotelBody({ ownerId: otherHotelOwner.id }));
      expect(back.statusCode).toBe(200);
    });
  });

  describe('GET /api/admin/hotel/allhotel', () => {
    it('pages live hotels with the total in a header; archived=true lists the archived ones', async () => {
      expect(await adminListPages({ t, admin }, 'hotel', { pageSize: 2, archivedTitle: 'Old Jaipur Inn' })).toContain('Old Jaipur Inn');
    });
  });

  describeListingDeletion('hotel', () => ({ t, admin }), {
    body: hotelBody,
    book: (hotelId) =>
      t.db.insert(hotelBookings).values({
        userId: guest.id,
        hotelId,
        roomCount: 1,
        checkInDate: day(3),
        checkOutDate: day(4),
        status: 'Cancelled',
        baseAmount: 1,
        totalAmount: 1,
      }),
    bookingsOf: (hotelId) => t.db.select().from(hotelBookings).where(eq(hotelBookings.hotelId, hotelId)),
  });

  describeListingOfOwner('hotel', () => ({ t, admin, owner: hotelOwner, otherOwner: otherHotelOwner, ownerOfNothing: hotelWithoutHotel }), {
    ownedId: () => ownedHotelId,
    ownedTitle: 'Owned Haveli',
    notFound: 'No hotel found for this user',
  });

  describe('PUT /api/hotel/{id}', () => {
    it('lets the owner edit its hotel but not its owner, featured or archived state', async () => {
      const before = (await send('GET', `/api/admin/hotel/edit/${ownedHotelId}`, admin)).json();
      const res = await send(
        'PUT',
        `/api/hotel/${ownedHotelId}`,
        hotelOwner,
        hotelBody({
          name: 'Owned Haveli Renewed',
          location: 'Shimla',
          price: 3500,
          rooms: 8,
          featured: !before.featured,
          ownerId: otherHotelOwner.id,
          archived: true,
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Owned Haveli Renewed',
        price: 3500,
        rooms: 8,
        featured: before.featured,
        ownerId: hotelOwner.id,
        archivedAt: null,
      });
    });

    it('lets an admin change featured through the same call', async () => {
      const res = await send(
        'PUT',
        `/api/hotel/${otherOwnedHotelId}`,
        admin,
        hotelBody({ name: 'Other Owned Lodge', location: 'Shimla', featured: true }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ featured: true, ownerId: otherHotelOwner.id });
    });

    it("answers 404 for another owner's hotel, unknown and malformed ids; 400 for a bad body", async () => {
      const other = await send('PUT', `/api/hotel/${otherOwnedHotelId}`, hotelOwner, hotelBody());
      expect(other.statusCode).toBe(404);
      const [row] = await t.db.select().from(hotels).where(eq(hotels.id, otherOwnedHotelId));
      expect(row!.name).toBe('Other Owned Lodge');
      for (const id of BAD_IDS) expect((await send('PUT', `/api/hotel/${id}`, hotelOwner, hotelBody())).statusCode, id).toBe(404);
      const bad = await send('PUT', `/api/hotel/${ownedHotelId}`, hotelOwner, hotelBody({ reviewCount: -1, inclusions: 'Breakfast' }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toHaveProperty('reviewCount', 'Must be 0 or more.');
      expect(bad.json().fields).toHaveProperty('inclusions');
    });
  });

  describePermissionMatrix(
    'hotel',
    () => ({ t, admin, owner: hotelOwner, otherOwner: otherHotelOwner }),
    (doomedHotelId) => [
      ['POST /api/admin/hotel', () => ['POST', '/api/admin/hotel', hotelBody({ name: 'Matrix Hotel' })], adminOnly(201)],
      ['GET /api/admin/hotel/allhotel', () => ['GET', '/api/admin/hotel/allhotel'], adminOnly(200)],
      ['GET /api/admin/hotel/edit/{id}', () => ['GET', `/api/admin/hotel/edit/${ownedHotelId}`], adminOnly(200)],
      [
        'PUT /api/admin/hotel/edit/{id}',
        () => ['PUT', `/api/admin/hotel/edit/${ownedHotelId}`, hotelBody({ name: 'Owned Haveli', location: 'Shimla' })],
        adminOnly(200),
      ],
      ['DELETE /api/admin/hotel/allhotel/{id}', () => ['DELETE', `/api/admin/hotel/allhotel/${doomedHotelId()}`], adminOnly(200)],
      [
        'GET /api/hotel/user/{owner id}',
        () => ['GET', `/api/hotel/user/${hotelOwner.id}`],
        { ...ownerOrAdmin('hotel'), otherHotelOwner: 403 },
      ],
      [
        'PUT /api/hotel/{owned id}',
        () => ['PUT', `/api/hotel/${ownedHotelId}`, hotelBody({ name: 'Owned Haveli', location: 'Shimla' })],
        ownerOrAdmin('hotel'),
      ],
    ],
  );
});
