// Rows inserted straight into the database for tests; each factory takes overrides.
import { createHash } from 'node:crypto';
import { storedImagePath } from '@raahi/contract/upload';
import type { Db } from '../../src/db/client.ts';
import { cabs, hotels, tours } from '../../src/db/schema.ts';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';

let n = 0;

export async function insertTour(db: Db, over: Partial<typeof tours.$inferInsert> = {}) {
  n += 1;
  const today = todayInIndia();
  const [row] = await db
    .insert(tours)
    .values({
      name: `Test Tour ${n}`,
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
    })
    .returning();
  return row!;
}

const section = (title: string) => ({ title, description: [`${title} line`], img: picture('section') });

export async function insertHotel(db: Db, over: Partial<typeof hotels.$inferInsert> = {}) {
  n += 1;
  const [row] = await db
    .insert(hotels)
    .values({
      name: `Test Hotel ${n}`,
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
    })
    .returning();
  return row!;
}

export async function insertCab(db: Db, over: Partial<typeof cabs.$inferInsert> = {}) {
  n += 1;
  const [row] = await db
    .insert(cabs)
    .values({
      imageUrl: picture('cab'),
      model: `Test Cab ${n}`,
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
    })
    .returning();
  return row!;
}

/** A stored picture's path as the server issues it (/uploads/<uuid>.webp), the same for the same name. */
export function picture(name: string): string {
  const h = createHash('sha1').update(name).digest('hex');
  return storedImagePath(`${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`);
}
