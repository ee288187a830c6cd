// Row factories for blogs, offers, package categories and bookings (hotels, cabs and tours are in fixtures.ts).
import type { Db } from '../../src/db/client.ts';
import { blogs, hotelBookings, offers, packageCategories, tourBookings } from '../../src/db/schema.ts';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { insertRow, next, picture } from './fixtures.ts';

export const insertBlog = (db: Db, over: Partial<typeof blogs.$inferInsert> = {}) =>
  insertRow(db, blogs, {
    title: `Test Blog ${next()}`,
    description: 'Monsoon in the Western Ghats.',
    author: 'Asha Rao',
    image: picture('blog'),
    category: 'tour',
    ...over,
  });

export function insertOffer(
  db: Db,
  over: Partial<typeof offers.$inferInsert> & Pick<typeof offers.$inferInsert, 'relatedTo' | 'relatedId'>,
) {
  const today = todayInIndia();
  return insertRow(db, offers, {
    title: `Test Offer ${next()}`,
    description: '20% off',
    image: picture('offer'),
    startDate: addDays(today, -1),
    endDate: addDays(today, 10),
    ...over,
  });
}

export const insertCategory = (db: Db, over: Partial<typeof packageCategories.$inferInsert> = {}) =>
  insertRow(db, packageCategories, { category: `Category ${next()}`, description: 'Test category', ...over });

export const insertTourBookingRow = (db: Db, values: { userId: string; tourId: string }) =>
  insertRow(db, tourBookings, {
    ...values,
    bookingDate: addDays(todayInIndia(), 7),
    persons: 2,
    baseAmount: 100_000,
    totalAmount: 100_000,
  });

export const insertHotelBookingRow = (db: Db, values: { userId: string; hotelId: string }) =>
  insertRow(db, hotelBookings, {
    ...values,
    roomCount: 1,
    checkInDate: addDays(todayInIndia(), 3),
    checkOutDate: addDays(todayInIndia(), 4),
    baseAmount: 450_000,
    totalAmount: 450_000,
  });
