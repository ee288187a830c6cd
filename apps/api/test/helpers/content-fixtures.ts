// Row factories for blogs, offers, package categories and bookings (hotels, cabs and tours are in fixtures.ts).
import type { Db } from '../../src/db/client.ts';
import { picture } from './fixtures.ts';
import { blogs, hotelBookings, offers, packageCategories, tourBookings } from '../../src/db/schema.ts';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';

let n = 0;

export async function insertBlog(db: Db, over: Partial<typeof blogs.$inferInsert> = {}) {
  n += 1;
  const [row] = await db
    .insert(blogs)
    .values({
      title: `Test Blog ${n}`,
      description: 'Monsoon in the Western Ghats.',
      author: 'Asha Rao',
      image: picture('blog'),
      category: 'tour',
      ...over,
    })
    .returning();
  return row!;
}

export async function insertOffer(
  db: Db,
  over: Partial<typeof offers.$inferInsert> & Pick<typeof offers.$inferInsert, 'relatedTo' | 'relatedId'>,
) {
  n += 1;
  const today = todayInIndia();
  const [row] = await db
    .insert(offers)
    .values({
      title: `Test Offer ${n}`,
      description: '20% off',
      image: picture('offer'),
      startDate: addDays(today, -1),
      endDate: addDays(today, 10),
      ...over,
    })
    .returning();
  return row!;
}

export async function insertCategory(db: Db, over: Partial<typeof packageCategories.$inferInsert> = {}) {
  n += 1;
  const [row] = await db
    .insert(packageCategories)
    .values({ category: `Category ${n}`, description: 'Test category', ...over })
    .returning();
  return row!;
}

export async function insertTourBookingRow(db: Db, values: { userId: string; tourId: string }) {
  const [row] = await db
    .insert(tourBookings)
    .values({ ...values, bookingDate: addDays(todayInIndia(), 7), persons: 2, baseAmount: 100_000, totalAmount: 100_000 })
    .returning();
  return row!;
}

export async function insertHotelBookingRow(db: Db, values: { userId: string; hotelId: string }) {
  const today = todayInIndia();
  const [row] = await db
    .insert(hotelBookings)
    .values({
      ...values,
      roomCount: 1,
      checkInDate: addDays(today, 3),
      checkOutDate: addDays(today, 4),
      baseAmount: 450_000,
      totalAmount: 450_000,
    })
    .returning();
  return row!;
}
