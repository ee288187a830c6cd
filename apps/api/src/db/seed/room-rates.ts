// Demo rooms and rates: each demo hotel sells two to four room types under two or three plans (room only;
// breakfast included; most also a non-refundable saver that follows room only), with a year of prices that
// move as Indian hotels' do: weekends, Diwali, Christmas to New Year in Goa, summer in the hills, and a few
// closed nights and minimum stays. The first hotel (the one the journeys book) keeps its nights at base.
import { addDays, daysBetween } from '@raahi/contract/rules/dates';
import { adjustPrice, isoWeekday } from '@raahi/contract/rules/rates';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { hotels, rateNights, ratePlanPrices, ratePlans, roomTypes } from '../schema.ts';
import type { Pictures } from './pictures.ts';
import { rng } from './random.ts';
import type { SeededHotel } from './hotels.ts';

const EXTRA_TYPES = [
  { name: 'Deluxe room', factor: 1.35, beds: ['1 King bed'], sizeSqm: 28, maxOccupancy: 3, maxAdults: 2, maxChildren: 1, share: 0.3 },
  {
    name: 'Premium room with balcony',
    factor: 1.7,
    beds: ['1 King bed', '1 Sofa bed'],
    sizeSqm: 34,
    maxOccupancy: 3,
    maxAdults: 3,
    maxChildren: 1,
    share: 0.2,
  },
  {
    name: 'Suite',
    factor: 2.4,
    beds: ['1 King bed', '1 Sofa bed'],
    sizeSqm: 52,
    maxOccupancy: 4,
    maxAdults: 3,
    maxChildren: 2,
    share: 0.1,
  },
] as const;

const HILLS = ['Manali', 'Shimla', 'Munnar', 'Rishikesh', 'Darjeeling', 'Ooty', 'Mussoorie'];
/** Diwali nights (the festival and the night before): 2026 and 2027 */
const DIWALI = ['2026-11-07', '2026-11-08', '2027-10-28', '2027-10-29'];

const to50 = (paise: number) => Math.round(paise / 5000) * 5000;

/** A night's price factor and restrictions for a hotel in `city`. */
function nightRule(city: string, night: string): { factor: number; minStay?: number } {
  const md = night.slice(5);
  let factor = [5, 6].includes(isoWeekday(night)) ? 1.15 : 1;
  let minStay: number | undefined;
  if (DIWALI.includes(night)) {
    factor = 1.3;
    minStay = 2;
  }
  if (city === 'Goa' && (md >= '12-24' || md <= '01-01')) {
    factor = md >= '12-30' || md === '01-01' ? 1.9 : 1.6;
    if (md === '12-30' || md === '12-31') minStay = 3;
  }
  if (HILLS.includes(city) && md >= '05-15' && md <= '06-30') factor = Math.max(factor, 1.25);
  return { factor, ...(minStay && { minStay }) };
}

export async function seedRoomsAndRates(db: Db, seeded: SeededHotel[], pictures: Pictures, today: string) {
  const ids = seeded.map((h) => h.id);
  const hotelRows = await db
    .select({ id: hotels.id, price: hotels.price, rooms: hotels.rooms, location: hotels.location })
    .from(hotels)
    .where(inArray(hotels.id, ids));
  const types = await db.select().from(roomTypes).where(inArray(roomTypes.hotelId, ids)).orderBy(asc(roomTypes.createdAt));
  const plans = await db.select().from(ratePlans).where(inArray(ratePlans.hotelId, ids));
  const nights: (typeof rateNights.$inferInsert)[] = [];
  for (const [i, h] of hotelRows.entries()) {
    const r = rng(7000 + i);
    const journeys = h.id === seeded[0]!.id;
    const standard = types.find((t) => t.hotelId === h.id)!;
    const roomOnly = plans.find((p) => p.hotelId === h.id)!;
    const extra = EXTRA_TYPES.slice(0, r.int(1, 3));
    const photos = await Promise.all(extra.map((_, k) => pictures.get('room', 400 + ((i + k + 1) % 6))));
    await db
      .update(roomTypes)
      .set({
        beds: ['1 Queen bed'],
        sizeSqm: 22,
        description: 'A bright room with a work desk and a rain shower.',
        photos: [await pictures.get('room', 400 + (i % 6))],
      })
      .where(eq(roomTypes.id, standard.id));
    const added = await db
      .insert(roomTypes)
      .values(
        extra.map((x, k) => ({
          hotelId: h.id,
          name: x.name,
          description: `${x.name}: more room to spread out, with ${x.beds.join(' and ').toLowerCase()}.`,
          photos: [photos[k]!],
          beds: [...x.beds],
          sizeSqm: x.sizeSqm,
          maxOccupancy: x.maxOccupancy,
          maxAdults: x.maxAdults,
          maxChildren: x.maxChildren,
          amenities: ['Air conditioning', 'Minibar', 'Smart TV'],
          rooms: Math.max(1, Math.round(h.rooms * x.share)),
          position: k + 1,
        })),
      )
      .returning();
    const all = [{ type: standard, factor: 1 }, ...added.map((t, k) => ({ type: t, factor: extra[k]!.factor }))];
    const base = (factor: number) => to50(h.price * factor);
    await db
      .insert(ratePlanPrices)
      .values(added.map((t, k) => ({ ratePlanId: roomOnly.id, roomTypeId: t.id, price: base(extra[k]!.factor) })));
    const [breakfast] = await db
      .insert(ratePlans)
      .values({
        hotelId: h.id,
        name: 'Breakfast included',
        mealPlan: 'CP',
        position: 1,
        cancellationPolicy: { type: 'free-until', hours: 48, fee: 'first-night' },
      })
      .returning();
    await db
      .insert(ratePlanPrices)
      .values(all.map((x) => ({ ratePlanId: breakfast!.id, roomTypeId: x.type.id, price: base(x.factor) + 60_000 })));
    let lowest = h.price;
    if (!journeys && r.chance(0.7)) {
      lowest = adjustPrice(h.price, { percent: -12 });
      const [saver] = await db
        .insert(ratePlans)
        .values({
          hotelId: h.id,
          name: 'Non-refundable saver',
          mealPlan: 'EP',
          position: 2,
          cancellationPolicy: { type: 'non-refundable' },
          derivedFrom: roomOnly.id,
          derivePercent: -12,
        })
        .returning();
      await db.insert(ratePlanPrices).values(all.map((x) => ({ ratePlanId: saver!.id, roomTypeId: x.type.id, price: null })));
    }
    // the hotel's rooms are shared among its types, and its price is the lowest base on sale
    const extraRooms = added.reduce((n, t) => n + t.rooms, 0);
    await db
      .update(roomTypes)
      .set({ rooms: Math.max(1, h.rooms - extraRooms) })
      .where(eq(roomTypes.id, standard.id));
    await db
      .update(hotels)
      .set({ price: lowest, rooms: Math.max(1, h.rooms - extraRooms) + extraRooms })
      .where(eq(hotels.id, h.id));
    if (journeys) continue;
    const city = h.location.split(',')[0]!;
    const repairs = addDays(today, r.int(20, 60));
    for (let d = 0; d < 365; d++) {
      const night = addDays(today, d);
      const rule = nightRule(city, night);
      const closed = daysBetween(repairs, night) >= 0 && daysBetween(repairs, night) < 2 && i % 3 === 0;
      if (rule.factor === 1 && !rule.minStay && !closed) continue;
      for (const plan of [roomOnly.id, breakfast!.id])
        for (const x of all)
          nights.push({
            ratePlanId: plan,
            roomTypeId: x.type.id,
            night,
            price: rule.factor === 1 ? null : to50((plan === roomOnly.id ? base(x.factor) : base(x.factor) + 60_000) * rule.factor),
            minStay: rule.minStay ?? null,
            closed: closed || null,
          });
    }
  }
  for (let k = 0; k < nights.length; k += 1000) await db.insert(rateNights).values(nights.slice(k, k + 1000));
  return nights.length;
}
