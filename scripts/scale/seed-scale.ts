// The catalogue at scale: N synthetic hotels and as many bookings on PostgreSQL, next to whatever else the
// database holds. Every row has a fixed id and is drawn from its own seeded random source, so a run
// leaves the same data however often it runs (rows that already match are not rewritten), and the first
// 10,000 hotels of the 100,000 are the 10,000 of a smaller run. Running with fewer hotels removes the
// synthetic hotels beyond that number and every booking of them. Bookings respect each hotel's rooms;
// one that would not fit is stored Cancelled, as a request that lost the last room would be.
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { rng, type Rng } from '../../apps/api/src/db/seed/random.ts';
import { addDays, todayInIndia } from '../../packages/contract/src/rules/dates.ts';
import {
  AMENITIES,
  CATEGORY_BY_STAR,
  CITIES,
  FACILITIES,
  HIGHLIGHTS,
  INCLUSIONS,
  NAME_FIRST,
  NAME_LAST,
  PRICE_BY_STAR,
  STARS,
  TYPES,
} from './catalogue.ts';
import { CATALOGUE_TABLES, seedScaleRoomRates } from './room-rates.ts';

export const SCALE_USERS = 200;
/** one hotel in POPULAR_EVERY is popular: half the bookings go to these, mostly in the next three weeks */
const POPULAR_EVERY = 50;
const BATCH = 5000;
/** Any number will do, as long as nothing else takes the same advisory lock. */
const SCALE_LOCK = 7_261_027;
const HOTEL_SEED = 1_000_003;
const BOOKING_SEED = 2_000_029;

const scaleId = (prefix: string) => (n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const scaleHotelId = scaleId('5ca1e000');
export const scaleBookingId = scaleId('5ca1eb00');
export const scaleUserId = scaleId('5ca1e5e0');
/**
 * Synthetic booking j's reference: what next_booking_reference() (migration 0014) makes of the reference
 * sequence's values counted down from its last, which real bookings would reach only after some 887 million
 * of them. The same on every run (a booking removed and written again gets its reference back), and never
 * one a real booking gets, the function being a bijection.
 */
export function scaleBookingReference(j: number): string {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  let n = (BigInt(887_503_680 - j) * 387_420_489n + 170_061_823n) % 887_503_681n;
  let code = '';
  for (let k = 0; k < 6; k++, n /= 31n) code = alphabet[Number(n % 31n)]! + code;
  return `RH-${code}`;
}
/** the last id of a prefix's range, so `id between first and last` selects exactly the synthetic rows */
const LAST = 'ffffffffffff';
const rangeFrom = (first: string) => [first, `${first.slice(0, 24)}${LAST}`] as const;

const weighted = <T>(r: Rng, items: readonly (readonly [T, number])[]): T => {
  let x = r.next() * items.reduce((s, [, w]) => s + w, 0);
  for (const [item, w] of items) if ((x -= w) < 0) return item;
  return items[items.length - 1]![0];
};
const CITY_WEIGHTS = CITIES.map((c) => [c, c.weight] as const);
const ROOMS_BY_TYPE: Record<string, [number, number]> = {
  Hotel: [10, 150],
  Apartment: [4, 30],
  Villa: [2, 10],
  Resort: [15, 120],
  Camp: [8, 40],
};
const paise = (rupees: number) => Math.round(rupees * 100);
const SEP = '\u001f';

type Hotel = {
  id: string;
  name: string;
  location: string;
  distance: string;
  category: string;
  highlight: string;
  imageUrl: string;
  images: string[];
  price: number;
  taxes: number;
  inclusions: string[];
  amenities: string[];
  facilities: string[];
  rating: number;
  reviewCount: number;
  star: number;
  type: string;
  featured: boolean;
  rooms: number;
  details: object;
  food: object;
  surroundings: object;
  roomDetails: object;
  activities: object;
  createdAt: string;
};

/** Hotel number i, the same in every run and every size. */
export function scaleHotel(i: number, pictures: string[]): Hotel {
  const r = rng(HOTEL_SEED + i);
  const c = weighted(r, CITY_WEIGHTS);
  const area = r.pick(c.areas);
  const type = weighted(r, TYPES);
  const star = type === 'Camp' ? r.int(1, 3) : weighted(r, STARS);
  const name = `${r.pick(NAME_FIRST)} ${r.pick(NAME_LAST[type]!)}${r.chance(0.5) ? ` ${area}` : ''}`;
  const [low, high] = PRICE_BY_STAR[star]!;
  const rupees = Math.round(r.between(low, high) / 50) * 50;
  const [fewest, most] = ROOMS_BY_TYPE[type]!;
  const popular = i % POPULAR_EVERY === 0;
  const km = r.between(0.2, 14).toFixed(1);
  const img = pictures.length ? pictures[i % pictures.length]! : '';
  const kind = type.toLowerCase();
  const section = (title: string, lines: string[]) => ({ title, description: lines, img });
  return {
    id: scaleHotelId(i),
    name,
    location: `${area}, ${c.city}, ${c.state}`,
    distance: `${km} km from ${c.landmark}`,
    category: CATEGORY_BY_STAR[star]!,
    highlight: r.pick(HIGHLIGHTS),
    imageUrl: img,
    images: img ? [img] : [],
    price: paise(rupees),
    // GST on rooms: 12 % up to ₹7,500 a night, 18 % above
    taxes: paise(rupees * (rupees > 7500 ? 0.18 : 0.12)),
    inclusions: r.sample(INCLUSIONS, r.int(1, 3)),
    amenities: AMENITIES.filter(([, p]) => r.chance(p(star))).map(([a]) => a),
    facilities: FACILITIES.filter(([, p]) => r.chance(p(star))).map(([f]) => f),
    rating: Math.round(Math.min(5, 2.8 + star * 0.25 + r.between(0, 1.2)) * 10) / 10,
    reviewCount: r.int(3, 4000),
    star,
    type,
    featured: r.chance(0.003),
    // popular places are small and fill up, so some nights sell out
    rooms: popular ? r.int(3, 8) : r.int(fewest, most),
    details: {
      description: `${name} is a ${star}-star ${kind} in ${area}, ${c.city}, ${km} km from ${c.landmark}. Guests praise the staff, the location and the value for money.`,
      priceDescription: 'per night for 2 adults',
      priceLocation: 'Includes taxes and fees',
      price: String(rupees),
    },
    food: section('Food & Dining', [`In-house dining serves North and South Indian dishes`, `Breakfast from 7:30 to 10:30`]),
    surroundings: section('Location & Surroundings', [`${km} km from ${c.landmark}`, `In ${area}, close to markets and local transport`]),
    roomDetails: section('Room Details & Amenities', [`${CATEGORY_BY_STAR[star]} rooms with en-suite bathrooms`, 'Daily housekeeping']),
    activities: section('Activities & Nearby Attractions', [`Sightseeing around ${c.city} can be arranged at the desk`]),
    createdAt: new Date(Date.UTC(2025, 0, 1) + i * 300_000).toISOString(),
  };
}

type Booking = {
  id: string;
  reference: string;
  userId: string;
  hotelId: string;
  status: 'Pending' | 'Confirmed' | 'Cancelled';
  roomCount: number;
  checkIn: string;
  checkOut: string;
  guests: number;
  base: number;
  taxes: number;
  createdAt: string;
};

const NIGHTS: [number, number][] = [
  [1, 35],
  [2, 30],
  [3, 18],
  [4, 8],
  [5, 5],
  [7, 4],
];
const ROOMS: [number, number][] = [
  [1, 75],
  [2, 18],
  [3, 5],
  [4, 2],
];

/** Bookings 0..count-1 of hotels 0..hotelCount-1 from `today`; each is drawn from its own seed, then checked against the rooms. */
export function scaleBookings(count: number, hotelCount: number, hotelAt: (i: number) => Hotel, today: string): Booking[] {
  const taken = new Map<string, number>();
  const populars = Math.ceil(hotelCount / POPULAR_EVERY);
  const out: Booking[] = [];
  for (let j = 0; j < count; j++) {
    const r = rng(BOOKING_SEED + j);
    const popular = r.chance(0.5);
    const h = hotelAt(popular ? r.int(0, populars - 1) * POPULAR_EVERY : r.int(0, hotelCount - 1));
    const nights = weighted(r, NIGHTS);
    const roomCount = Math.min(h.rooms, weighted(r, ROOMS));
    let start = popular ? r.int(0, 20) : Math.floor(180 * r.next() ** 2);
    const roll = r.next();
    let status: Booking['status'] = roll < 0.1 ? 'Cancelled' : roll < 0.55 ? 'Confirmed' : 'Pending';
    const fits = (s: number) =>
      Array.from({ length: nights }, (_, n) => `${h.id}/${s + n}`).every((k) => (taken.get(k) ?? 0) + roomCount <= h.rooms);
    if (status !== 'Cancelled') {
      const free = [0, 1, 2, 3].map((d) => start + d).find(fits);
      if (free === undefined) status = 'Cancelled';
      else {
        start = free;
        for (let n = 0; n < nights; n++) taken.set(`${h.id}/${start + n}`, (taken.get(`${h.id}/${start + n}`) ?? 0) + roomCount);
      }
    }
    out.push({
      id: scaleBookingId(j),
      reference: scaleBookingReference(j),
      userId: scaleUserId(r.int(0, SCALE_USERS - 1)),
      hotelId: h.id,
      status,
      roomCount,
      checkIn: addDays(today, start),
      checkOut: addDays(today, start + nights),
      guests: roomCount * 2 - (r.chance(0.3) ? 1 : 0),
      base: h.price * roomCount * nights,
      taxes: h.taxes * roomCount * nights,
      createdAt: new Date(Date.UTC(2025, 5, 1) + j * 10_000).toISOString(),
    });
  }
  return out;
}

type Column<T> = { name: string; type: string; value: (row: T) => unknown; read?: (c: string) => string };
const list = (xs: string[]) => xs.join(SEP);
const asList = (c: string) => `string_to_array(${c}, chr(31))`;
const asJson = (c: string) => `${c}::jsonb`;

/**
 * Writes rows by id: each missing row is inserted, a row that differs is updated, a row that already matches
 * is left alone. The rows go first into a table of the transaction, BATCH at a time (one array parameter per
 * column), then into `table` in one statement: its statement triggers (a hotel's default room type and plan,
 * the search summaries they rebuild, the rooms its bookings take) run once, not once a batch, each time over
 * every row written before.
 */
async function upsert<T>(client: pg.ClientBase, table: string, columns: Column<T>[], rows: T[]) {
  const names = columns.map((c) => c.name);
  const rest = names.filter((n) => n !== 'id');
  const staged = `scale_staged_${table}`;
  await client.query(`create temp table ${staged} (${columns.map((c) => `${c.name} ${c.type}`).join(', ')}) on commit drop`);
  const stage = `insert into ${staged} select * from unnest(${columns.map((c, k) => `$${k + 1}::${c.type}[]`).join(', ')})`;
  for (let from = 0; from < rows.length; from += BATCH) {
    const batch = rows.slice(from, from + BATCH);
    await client.query(
      stage,
      columns.map((c) => batch.map(c.value)),
    );
  }
  const res = await client.query(`
    insert into ${table} (${names.join(', ')})
    select ${columns.map((c) => (c.read ? c.read(`u.${c.name}`) : `u.${c.name}`)).join(', ')} from ${staged} as u
    on conflict (id) do update set ${rest.map((n) => `${n} = excluded.${n}`).join(', ')}
    where (${rest.map((n) => `${table}.${n}`).join(', ')}) is distinct from (${rest.map((n) => `excluded.${n}`).join(', ')})`);
  await client.query(`drop table ${staged}`);
  return res.rowCount ?? 0;
}

const HOTEL_COLUMNS: Column<Hotel>[] = [
  { name: 'id', type: 'uuid', value: (h) => h.id },
  { name: 'name', type: 'text', value: (h) => h.name },
  { name: 'location', type: 'text', value: (h) => h.location },
  { name: 'distance', type: 'text', value: (h) => h.distance },
  { name: 'category', type: 'text', value: (h) => h.category },
  { name: 'hotel_price_highlight', type: 'text', value: (h) => h.highlight },
  { name: 'image_url', type: 'text', value: (h) => h.imageUrl },
  { name: 'images', type: 'text', value: (h) => list(h.images), read: asList },
  { name: 'price', type: 'bigint', value: (h) => h.price },
  { name: 'taxes', type: 'bigint', value: (h) => h.taxes },
  { name: 'inclusions', type: 'text', value: (h) => list(h.inclusions), read: asList },
  { name: 'amenities', type: 'text', value: (h) => list(h.amenities), read: asList },
  { name: 'facilities', type: 'text', value: (h) => list(h.facilities), read: asList },
  { name: 'rating', type: 'float8', value: (h) => h.rating },
  { name: 'review_count', type: 'int', value: (h) => h.reviewCount },
  { name: 'star', type: 'int', value: (h) => h.star },
  { name: 'type', type: 'text', value: (h) => h.type },
  { name: 'featured', type: 'bool', value: (h) => h.featured },
  { name: 'rooms', type: 'int', value: (h) => h.rooms },
  { name: 'hotel_details', type: 'text', value: (h) => JSON.stringify(h.details), read: asJson },
  { name: 'food_and_dining', type: 'text', value: (h) => JSON.stringify(h.food), read: asJson },
  { name: 'location_and_surroundings', type: 'text', value: (h) => JSON.stringify(h.surroundings), read: asJson },
  { name: 'room_details_and_amenities', type: 'text', value: (h) => JSON.stringify(h.roomDetails), read: asJson },
  { name: 'activities_and_nearby_attractions', type: 'text', value: (h) => JSON.stringify(h.activities), read: asJson },
  { name: 'archived_at', type: 'timestamptz', value: () => null },
  { name: 'created_at', type: 'timestamptz', value: (h) => h.createdAt },
  { name: 'updated_at', type: 'timestamptz', value: (h) => h.createdAt },
];

const BOOKING_COLUMNS: Column<Booking>[] = [
  { name: 'id', type: 'uuid', value: (b) => b.id },
  { name: 'reference', type: 'text', value: (b) => b.reference },
  { name: 'user_id', type: 'uuid', value: (b) => b.userId },
  { name: 'hotel_id', type: 'uuid', value: (b) => b.hotelId },
  { name: 'status', type: 'text', value: (b) => b.status },
  { name: 'room_count', type: 'int', value: (b) => b.roomCount },
  { name: 'check_in_date', type: 'date', value: (b) => b.checkIn },
  { name: 'check_out_date', type: 'date', value: (b) => b.checkOut },
  { name: 'guests', type: 'int', value: (b) => b.guests },
  { name: 'base_amount', type: 'bigint', value: (b) => b.base },
  { name: 'taxes_amount', type: 'bigint', value: (b) => b.taxes },
  { name: 'add_ons_amount', type: 'bigint', value: () => 0 },
  { name: 'total_amount', type: 'bigint', value: (b) => b.base + b.taxes },
  { name: 'created_at', type: 'timestamptz', value: (b) => b.createdAt },
  { name: 'updated_at', type: 'timestamptz', value: (b) => b.createdAt },
];

type User = { id: string; firstName: string; email: string };
const USER_COLUMNS: Column<User>[] = [
  { name: 'id', type: 'uuid', value: (u) => u.id },
  { name: 'first_name', type: 'text', value: (u) => u.firstName },
  { name: 'last_name', type: 'text', value: () => 'Guest' },
  { name: 'email', type: 'text', value: (u) => u.email },
  // not a hash: nobody signs in as a synthetic guest
  { name: 'password_hash', type: 'text', value: () => '!synthetic guest' },
  { name: 'role', type: 'text', value: () => 'user' },
  { name: 'created_at', type: 'timestamptz', value: () => '2025-01-01T00:00:00Z' },
  { name: 'updated_at', type: 'timestamptz', value: () => '2025-01-01T00:00:00Z' },
];

export type ScaleOptions = { hotels: number; bookings?: number; today?: string; log?: (line: string) => void };
export type ScaleResult = {
  hotels: number;
  bookings: number;
  roomTypes: number;
  ratePlans: number;
  /** rate nights and room type nights of the synthetic hotels */
  nightEntries: number;
  rowsWritten: number;
  rowsRemoved: number;
  seconds: number;
};
/**
 * the tables the seed writes, for analyze and vacuum, the summaries its triggers keep included: a table never
 * analyzed is planned on default guesses (the names while typing scanned every live name, 25–60 ms, for a
 * text no name holds, instead of a probe of their trigram index, 0.1–0.2 ms)
 */
export const SCALE_TABLES = [
  'hotels',
  'hotel_live_names',
  'hotel_sell_options',
  'hotel_rule_nights',
  'hotel_bookings',
  'hotel_room_nights',
  'users',
  'room_types',
  'rate_plans',
  'rate_plan_prices',
  'rate_nights',
  'room_type_nights',
];

/** Seeds (or brings back to) the synthetic catalogue of `hotels` hotels and `bookings` bookings (as many as hotels). */
export async function seedScale(databaseUrl: string, opts: ScaleOptions): Promise<ScaleResult> {
  const started = performance.now();
  const log = opts.log ?? (() => {});
  const hotelCount = opts.hotels;
  const bookingCount = opts.bookings ?? hotelCount;
  const today = opts.today ?? todayInIndia();
  // the app's own start-up applies the migrations
  await (await openDatabase({ databaseUrl, poolSize: 1 })).close();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [SCALE_LOCK]);
    const [hotelFirst, hotelLast] = rangeFrom(scaleHotelId(0));
    const [, bookingLast] = rangeFrom(scaleBookingId(0));
    // pictures: the demo hotels' own, when the demo data is there
    const pictures = (
      await client.query<{ url: string }>(
        `select distinct image_url as url from hotels where image_url <> '' and id not between $1 and $2 order by 1 limit 50`,
        [hotelFirst, hotelLast],
      )
    ).rows.map((p) => p.url);

    let rowsRemoved = 0;
    rowsRemoved +=
      (
        await client.query(`delete from hotel_bookings where id between $1 and $2 or hotel_id between $3 and $4`, [
          scaleBookingId(bookingCount),
          bookingLast,
          scaleHotelId(hotelCount),
          hotelLast,
        ])
      ).rowCount ?? 0;
    rowsRemoved +=
      (await client.query(`delete from hotels where id between $1 and $2`, [scaleHotelId(hotelCount), hotelLast])).rowCount ?? 0;

    let rowsWritten = await upsert(
      client,
      'users',
      USER_COLUMNS,
      Array.from({ length: SCALE_USERS }, (_, u) => ({
        id: scaleUserId(u),
        firstName: `Guest ${u + 1}`,
        email: `guest-${String(u + 1).padStart(3, '0')}@scale.raahi.test`,
      })),
    );
    const hotels = Array.from({ length: hotelCount }, (_, i) => scaleHotel(i, pictures));
    rowsWritten += await upsert(client, 'hotels', HOTEL_COLUMNS, hotels);
    await client.query(`analyze ${CATALOGUE_TABLES.join(', ')}`);
    log(`hotels: ${hotelCount} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    const bookings = scaleBookings(bookingCount, hotelCount, (i) => hotels[i]!, today);
    // A booking drawn for another hotel or other nights than it has (a run at another size) is removed first:
    // moved in place, batch by batch, it would briefly share a night with bookings not yet moved, and the
    // database refuses any write that oversells a room type.
    rowsRemoved +=
      (
        await client.query(
          `delete from hotel_bookings b
            using unnest($1::uuid[], $2::uuid[], $3::date[], $4::date[], $5::int[]) as t(id, hotel_id, check_in, check_out, rooms)
            where b.id = t.id
              and (b.hotel_id, b.check_in_date, b.check_out_date, b.room_count) is distinct from (t.hotel_id, t.check_in, t.check_out, t.rooms)`,
          [
            bookings.map((b) => b.id),
            bookings.map((b) => b.hotelId),
            bookings.map((b) => b.checkIn),
            bookings.map((b) => b.checkOut),
            bookings.map((b) => b.roomCount),
          ],
        )
      ).rowCount ?? 0;
    rowsWritten += await upsert(client, 'hotel_bookings', BOOKING_COLUMNS, bookings);
    log(`bookings: ${bookingCount} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    const rates = await seedScaleRoomRates(client, { hotels: hotelCount, today, firstHotelId: hotelFirst, lastHotelId: hotelLast, log });
    rowsWritten += rates.rowsWritten;
    rowsRemoved += rates.rowsRemoved;
    log(
      `rooms and rates: ${rates.roomTypes} room types, ${rates.ratePlans} plans, ${rates.nightEntries} night entries ` +
        `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    await client.query('commit');
    await client.query(`analyze ${SCALE_TABLES.join(', ')}`);
    return {
      hotels: hotelCount,
      bookings: bookingCount,
      roomTypes: rates.roomTypes,
      ratePlans: rates.ratePlans,
      nightEntries: rates.nightEntries,
      rowsWritten,
      rowsRemoved,
      seconds: (performance.now() - started) / 1000,
    };
  } catch (e) {
    await client.query('rollback').catch(() => {});
    throw e;
  } finally {
    await client.end();
  }
}
