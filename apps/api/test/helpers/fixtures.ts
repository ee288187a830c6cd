// Rows inserted straight into the database for tests; each factory takes overrides.
import { createHash } from 'node:crypto';
import { storedImagePath } from '@raahi/contract/upload';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../src/db/client.ts';
import { eq, inArray } from 'drizzle-orm';
import { cabs, hotels, ratePlanPrices, ratePlans, tours } from '../../src/db/schema.ts';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';

let n = 0;
/** A number no earlier factory call used, for unique names. */
export const next = () => ++n;

let lastStamp = 0;
/**
 * A creation time later than any earlier listing factory's: rows inserted within the same millisecond
 * would otherwise share created_at, and "newest first" would order them by id, at random (seen on PGlite).
 */
const newerThanLast = () => new Date((lastStamp = Math.max(Date.now(), lastStamp + 1)));

/** Inserts one row (the factory's defaults with the test's overrides) and answers it as stored. */
export async function insertRow<T extends PgTable>(db: Db, table: T, values: T['$inferInsert']): Promise<T['$inferSelect']> {
  const [row] = await db
    .insert(table as PgTable)
    .values(values)
    .returning();
  return row as T['$inferSelect'];
}

export function insertTour(db: Db, over: Partial<typeof tours.$inferInsert> = {}) {
  const today = todayInIndia();
  return insertRow(db, tours, {
    name: `Test Tour ${next()}`,
    createdAt: newerThanLast(),
    type: 'mountain',
    description: 'A test tour.',
    image: picture('test'),
    photos: [picture('test')],
    price: 1_000_000,
    rating: 4.5,
    reviews: 10,
    location: 'Manali, Himachal Pradesh',
    duration: '3 Days / 2 Nights',
    nights: 2,
    days: 3,
    inclusions: ['Breakfast'],
    tourPlan: [
      {
        day: 1,
        description: 'Arrive',
        car: [],
        sightseeing: [],
        hotels: [{ timing: '12:00', name: 'H', ratings: 4, location: 'L', stayDate: today, image: '' }],
      },
    ],
    availableFrom: today,
    availableTill: addDays(today, 180),
    ...over,
  });
}

const section = (title: string) => ({ title, description: [`${title} line`], img: picture('section') });

export const insertHotel = (db: Db, over: Partial<typeof hotels.$inferInsert> = {}) =>
  insertRow(db, hotels, {
    name: `Test Hotel ${next()}`,
    createdAt: newerThanLast(),
    location: 'Jaipur, Rajasthan',
    distance: '2 km from city centre',
    category: 'Deluxe',
    hotelPriceHighlight: 'Free breakfast',
    imageUrl: picture('hotel'),
    images: [picture('hotel')],
    price: 450_000,
    taxes: 54_000,
    inclusions: ['Breakfast'],
    amenities: ['Wifi'],
    facilities: ['gym'],
    rating: 4.2,
    reviewCount: 120,
    star: 4,
    type: 'Hotel',
    rooms: 5,
    hotelDetails: {
      description: 'A test hotel.',
      priceDescription: 'per night',
      priceLocation: 'Includes taxes and fees',
      price: '4500',
    },
    foodAndDining: section('Food'),
    locationAndSurroundings: section('Location'),
    roomDetailsAndAmenities: section('Rooms'),
    activitiesAndNearbyAttractions: section('Activities'),
    ...over,
  });

export const insertCab = (db: Db, over: Partial<typeof cabs.$inferInsert> = {}) =>
  insertRow(db, cabs, {
    imageUrl: picture('cab'),
    model: `Test Cab ${next()}`,
    createdAt: newerThanLast(),
    type: 'Sedan',
    seats: 4,
    kmsIncluded: 250,
    extraKmFare: 1_200,
    fuelType: 'CNG',
    cancellation: 'Free cancellation until 24 hours before pickup',
    rating: 4.1,
    reviewCount: 30,
    originalPrice: 300_000,
    discountedPrice: 250_000,
    taxes: 5,
    travelType: 'Outstation',
    inclusions: ['Driver allowance'],
    exclusions: ['Tolls'],
    ...over,
  });

/** A stored picture's path as the server issues it (/uploads/<uuid>.webp), the same for the same name. */
export function picture(name: string): string {
  const h = createHash('sha1').update(name).digest('hex');
  return storedImagePath(`${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`);
}

/** A hotel's tariff changed in the database: its price and its plans' base prices (which the rates in force follow). */
export async function setHotelTariff(db: Db, hotelId: string, price: number) {
  await db.update(hotels).set({ price }).where(eq(hotels.id, hotelId));
  const plans = db.select({ id: ratePlans.id }).from(ratePlans).where(eq(ratePlans.hotelId, hotelId));
  await db.update(ratePlanPrices).set({ price }).where(inArray(ratePlanPrices.ratePlanId, plans));
}
