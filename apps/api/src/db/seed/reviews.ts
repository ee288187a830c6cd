// Reviews of the demo travellers' past stays, trips and tours: every seeded hotel, cab and tour gets a few
// confirmed, paid bookings that have ended, each reviewed by its traveller, and its rating and review count
// are then computed from those reviews as the API computes them (refreshListingRating), never typed (decision 0042).
// A listing's drawn figures (hotels.ts, cabs.ts, tours.ts) are only what the stars aim at and how many.
import { addDays, instantOfIndianTime } from '@raahi/contract/rules/dates';
import { priceCab, priceHotel, priceTour, type Breakdown } from '@raahi/contract/rules/pricing';
import { refreshListingRating } from '../../modules/reviews/index.ts';
import type { Db } from '../client.ts';
import { cabBookings, cabs, hotelBookings, hotels, reviews, tourBookings, tours, type BookingKind } from '../schema.ts';
import { moneyState, recordHistory, recordMoney, type Money } from './bookings.ts';
import { rng, type Rng } from './random.ts';

const DAY_MS = 86_400_000;

/** What travellers say, by stars; `{what}` is the stay, trip or tour. */
const WORDS: Record<number, string[]> = {
  5: [
    'Everything was as shown. Spotless, friendly staff and a {what} we will remember.',
    'Outstanding {what}. Thoughtful touches everywhere and great value for the price.',
    'Could not have asked for more. Warm welcome, on time, and the food was excellent.',
  ],
  4: [
    'A very good {what}. A couple of small delays, but the team sorted everything quickly.',
    'Comfortable and well run. Would book again, though breakfast could have more variety.',
    'Good value and helpful people. The pictures are accurate.',
  ],
  3: [
    'An average {what}. Clean enough, but the service was slow at busy times.',
    'Fine for the price. Some things needed repair and the Wi-Fi kept dropping.',
  ],
  2: ['Disappointing {what}. We had to ask twice for basic things and nobody followed up.'],
  1: ['Not as described. The room was not ready and the staff were unhelpful.'],
};
const WHAT: Record<BookingKind, string> = { hotel: 'stay', cab: 'trip', tour: 'tour' };

type Listing = { kind: BookingKind; id: string; target: number; many: number; price: number; advance?: number; days?: number };

/** Stars whose mean is close to `target` (whole stars 1–5): the floor and the ceiling, mixed in the right share. */
export function starsAround(target: number, n: number, r: Rng): number[] {
  const low = Math.max(1, Math.min(5, Math.floor(target)));
  const high = Math.min(5, low + 1);
  const highs = Math.round((target - low) * n);
  return r.sample(
    Array.from({ length: n }, (_, i) => (i < highs ? high : low)),
    n,
  );
}

/** A past booking of `kind` by `userId` ending `daysAgo` days ago, paid and confirmed as the API leaves one. */
async function pastBooking(db: Db, l: Listing, userId: string, daysAgo: number, today: string): Promise<{ id: string; firstDay: string }> {
  const firstDay = addDays(today, -daysAgo - (l.kind === 'tour' ? (l.days ?? 1) : l.kind === 'hotel' ? 2 : 0));
  const created = new Date(instantOfIndianTime(`${addDays(firstDay, -20)}T10:00`).getTime());
  const paidAt = new Date(created.getTime() + 5 * 60_000);
  const insert = async (price: Breakdown, write: (money: ReturnType<typeof moneyState>) => Promise<{ id: string }[]>) => {
    const money: Money = { paid: { amount: price.payNow, method: 'upi', at: paidAt } };
    const [row] = await write(moneyState(l.kind, price, money, null));
    await recordMoney(db, l.kind, row!.id, userId, money);
    await recordHistory(db, l.kind, row!.id, created, userId, [{ to: 'Confirmed', note: 'Paid by UPI', at: paidAt, by: userId }]);
    return row!;
  };
  const common = { userId, status: 'Confirmed' as const, createdAt: created, updatedAt: paidAt };
  if (l.kind === 'hotel') {
    const price = priceHotel({ price: l.price, rooms: 1, nights: 2, mealPlan: 'none', insurance: false, donation: false });
    const row = await insert(price, (m) =>
      db
        .insert(hotelBookings)
        .values({ ...common, ...m, hotelId: l.id, roomCount: 1, guests: 2, checkInDate: firstDay, checkOutDate: addDays(firstDay, 2) })
        .returning({ id: hotelBookings.id }),
    );
    return { id: row.id, firstDay };
  }
  if (l.kind === 'cab') {
    const pickup = instantOfIndianTime(`${firstDay}T08:00`);
    const price = priceCab({ discountedPrice: l.price });
    const row = await insert(price, (m) =>
      db
        .insert(cabBookings)
        .values({
          ...common,
          ...m,
          cabId: l.id,
          pickupLocation: 'Jaipur Airport',
          dropoffLocation: 'Amber Fort, Jaipur',
          pickupTime: pickup,
          dropoffTime: new Date(pickup.getTime() + 4 * 3_600_000),
        })
        .returning({ id: cabBookings.id }),
    );
    return { id: row.id, firstDay };
  }
  const price = priceTour({ price: l.price, persons: 2 });
  const row = await insert(price, (m) =>
    db
      .insert(tourBookings)
      .values({ ...common, ...m, tourId: l.id, bookingDate: firstDay, persons: 2 })
      .returning({ id: tourBookings.id }),
  );
  return { id: row.id, firstDay };
}

async function listingsToReview(db: Db): Promise<Listing[]> {
  const many = (drawn: number) => 2 + (drawn % 5);
  const hotelRows = await db.select({ id: hotels.id, rating: hotels.rating, count: hotels.reviewCount, price: hotels.price }).from(hotels);
  const cabRows = await db.select({ id: cabs.id, rating: cabs.rating, count: cabs.reviewCount, price: cabs.discountedPrice }).from(cabs);
  const tourRows = await db
    .select({ id: tours.id, rating: tours.rating, count: tours.reviews, price: tours.price, days: tours.days })
    .from(tours);
  return [
    ...hotelRows.map((h) => ({ kind: 'hotel' as const, id: h.id, target: h.rating, many: many(h.count), price: h.price })),
    ...cabRows.map((c) => ({ kind: 'cab' as const, id: c.id, target: c.rating, many: many(c.count), price: c.price })),
    ...tourRows.map((t) => ({ kind: 'tour' as const, id: t.id, target: t.rating, many: many(t.count), price: t.price, days: t.days })),
  ];
}

/** Seeds the travellers' past bookings and reviews, then every listing's figures from its reviews. */
export async function seedReviews(db: Db, today: string, travellerIds: string[]) {
  const listings = await listingsToReview(db);
  for (const [i, l] of listings.entries()) {
    const r = rng(9000 + i);
    const stars = starsAround(l.target, l.many, r);
    const who = r.sample(travellerIds, stars.length);
    for (const [k, star] of stars.entries()) {
      const daysAgo = 12 + k * 23 + r.int(0, 15);
      const booking = await pastBooking(db, l, who[k]!, daysAgo, today);
      const written = new Date(Date.now() - (daysAgo - 2) * DAY_MS);
      await db.insert(reviews).values({
        kind: l.kind,
        listingId: l.id,
        bookingId: booking.id,
        userId: who[k]!,
        rating: star,
        text: r.pick(WORDS[star]!).replace('{what}', WHAT[l.kind]),
        stayedOn: booking.firstDay,
        createdAt: written,
        updatedAt: written,
      });
    }
    await refreshListingRating(db, { kind: l.kind, id: l.id });
  }
}
