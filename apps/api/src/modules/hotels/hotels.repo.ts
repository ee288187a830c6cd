// The public hotel search. Every filter and sort is answered by an index (docs/decisions/0010-hotel-search-at-scale.md):
// contains-text by the trigram index, amenities and facilities by the GIN indexes on their stored keys,
// a stay by its room types' and plans' nights (stay-search.repo.ts), each sort by its own index; rows carry
// only a card's columns.
import type { HotelListQuery, HotelSort } from '@raahi/contract/hotels';
import { DEFAULT_ORDER } from '@raahi/contract/rules/ranking';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import type { Occupancy } from '@raahi/contract/rules/occupancy';
import { roomsForGuests } from '@raahi/contract/rules/rooms';
import { and, asc, desc, eq, getTableColumns, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { hotels } from '../../db/schema.ts';
import { pageOf } from '../../lib/paging.ts';
import { searchTermsFor } from '../places/index.ts';
import { toPaise } from '../../lib/money.ts';
import type { HotelCardRow } from '../listings/index.ts';
import { lowestStays, type StayPrice } from './stay-price.ts';
import { canSellStay, hotelRoomsFree, stayOptions, type StaySearch } from './stay-search.repo.ts';

const textArray = (xs: string[]) =>
  sql`array[${sql.join(
    xs.map((x) => sql`${x}`),
    sql`, `,
  )}]::text[]`;

/** The stay a dated search asks for: without a check-out, one night. */
const stayOf = (q: HotelListQuery): StaySearch | undefined =>
  q.checkin
    ? {
        checkin: q.checkin,
        checkout: q.checkout ?? addDays(q.checkin, 1),
        guests: q.guests ?? 1,
        // an occupancy names its rooms, which may be of several types: a type sells the stay with a room
        // left, and the hotel has them all free (below); the card prices one room
        ...(q.occupancy && { rooms: 1 }),
        today: todayInIndia(),
      }
    : undefined;

/** How many of `ages` the hotel counts at or above `column`'s age (an adult's, or an infant's upper bound). */
const agesFrom = (ages: number[], column: typeof hotels.adultFromAge | typeof hotels.infantBelowAge) =>
  ages.length
    ? sql.join(
        ages.map((a) => sql`(${a} >= ${column})::int`),
        sql` + `,
      )
    : sql`0`;

/**
 * Each room's guests fit some live room type of the hotel, as the hotel counts ages (rules/occupancy.ts
 * fitRefusal: adults ≤ maxAdults, children ≤ maxChildren, everyone but infants ≤ maxOccupancy): the hotel's
 * `fit_children` (decision 0091) holds, for each number of adults, the most children some room type takes
 * with them, so each distinct room is one comparison on the hotel's row. Whether the rooms free suffice is
 * the dated filter's (and the rooms answer's).
 */
function everyRoomFits(occupancy: Occupancy): SQL[] {
  const distinct = new Map(occupancy.map((r) => [`${r.adults}:${[...r.childAges].sort((a, b) => a - b).join(',')}`, r]));
  return [...distinct.values()].map((r) => {
    const adults = sql`(${r.adults} + ${agesFrom(r.childAges, hotels.adultFromAge)})`;
    const placed = sql`(${r.adults} + ${agesFrom(r.childAges, hotels.infantBelowAge)})`;
    // past the array's end (more adults than any room type takes) the element is null: no fit
    return sql`${hotels.fitChildren}[${adults}] >= ${placed} - ${adults}`;
  });
}

function publicFilter(q: HotelListQuery, stay: StaySearch | undefined): SQL | undefined {
  const where: SQL[] = [isNull(hotels.archivedAt)];
  if (q.featured !== undefined) where.push(eq(hotels.featured, q.featured));
  // part of the name or the location, any case: search_text holds both lower-cased (by the same lower()), one per
  // line; a destination by any of its names, an area or landmark with the place it is in ('Calangute' → Goa)
  if (q.location) where.push(or(...searchTermsFor(q.location).map((t) => sql`${hotels.searchText} like lower(${containsPattern(t)})`))!);
  const mins = [q.minBudget, q.price?.min].filter((v) => v !== undefined);
  const maxes = [q.maxBudget, q.price?.max].filter((v) => v !== undefined);
  if (mins.length) where.push(gte(hotels.price, toPaise(Math.max(...mins))));
  if (maxes.length) where.push(lte(hotels.price, toPaise(Math.min(...maxes))));
  if (q.starrating?.length) where.push(inArray(hotels.star, q.starrating));
  if (q.guestrating !== undefined) where.push(gte(hotels.rating, q.guestrating));
  if (q.propertytype?.length)
    where.push(
      inArray(
        sql`lower(${hotels.type})`,
        q.propertytype.map((t) => t.toLowerCase()),
      ),
    );
  if (q.amenities?.length) where.push(sql`${hotels.amenityKeys} @> ${textArray(q.amenities.map((a) => a.toLowerCase()))}`);
  if (q.facilities?.length) where.push(sql`${hotels.facilityKeys} @> ${textArray(q.facilities.map((f) => f.toLowerCase()))}`);
  // With dates, the rooms' fit and (for several rooms) the rooms the hotel has and has free go inside the dated
  // filter's `exists`: as conditions of their own each was estimated to keep a third or half of the hotels, and
  // at 100,000 hotels the planner then sorted a whole city's hotels, checking each, instead of walking the sort's
  // index (decision 0091; Leh with two rooms: 45-55 ms for 1,495 hotels checked).
  const withStay: SQL[] = [];
  if (q.occupancy) {
    if (q.occupancy.length > 1) (stay ? withStay : where).push(gte(hotels.rooms, q.occupancy.length));
    (stay ? withStay : where).push(...everyRoomFits(q.occupancy));
    if (stay && q.occupancy.length > 1) withStay.push(hotelRoomsFree(stay, q.occupancy.length));
  } else if (!stay && roomsForGuests(q.guests ?? 1) > 1) where.push(gte(hotels.rooms, roomsForGuests(q.guests ?? 1)));
  // with dates, a room type and plan that can sell the stay: the rooms the guests need left on every night
  if (stay) where.push(canSellStay(stay, withStay));
  return and(...where);
}

// Ties are broken by id in the sort's direction, so one (column, id) index serves both directions.
const ORDER: Record<HotelSort, SQL[]> = {
  price: [asc(hotels.price), asc(hotels.id)],
  '-price': [desc(hotels.price), desc(hotels.id)],
  rating: [desc(hotels.rating), desc(hotels.id)],
  newest: [desc(hotels.createdAt), desc(hotels.id)],
};

const {
  hotelDetails: _details,
  foodAndDining: _food,
  locationAndSurroundings: _location,
  roomDetailsAndAmenities: _rooms,
  activitiesAndNearbyAttractions: _activities,
  amenityKeys: _amenityKeys,
  facilityKeys: _facilityKeys,
  searchText: _searchText,
  infantBelowAge: _infantBelowAge,
  adultFromAge: _adultFromAge,
  childAgeBands: _childAgeBands,
  fitChildren: _fitChildren,
  ...cardColumns
} = getTableColumns(hotels);

/** Up to this many matches (as the planner estimates them) the total is counted; above, it is the estimate. */
export const EXACT_TOTAL_UP_TO = 1000;
/**
 * The same for a dated search: counting runs the stay's check on every hotel the other filters leave (about
 * 0.1 ms a hotel at 100,000 hotels: a city's thousand took 115 ms, several times the page itself), so only
 * small answers are counted.
 */
export const EXACT_DATED_TOTAL_UP_TO = 100;

/** The planner's estimate of how many live hotels match: planning only, nothing is read. */
async function estimatedMatches(db: Db, filter: SQL | undefined): Promise<number> {
  const plan = rowsOf<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    await db.execute(
      sql`explain (format json) ${db
        .select({ one: sql`1` })
        .from(hotels)
        .where(filter)}`,
    ),
  );
  return Math.round(plan[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
}

/**
 * How many live hotels match, without reading them all. A count must visit every match, and a count
 * capped by LIMIT tempts the planner into scanning the table until it finds enough; so the estimate
 * decides: a small answer is counted exactly (through the filters' indexes), a large one is estimated.
 */
async function countMatches(db: Db, filter: SQL | undefined, exactUpTo: number): Promise<number> {
  const estimate = await estimatedMatches(db, filter);
  if (estimate > exactUpTo) return estimate;
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(hotels)
    .where(filter);
  return counted?.n ?? 0;
}

/** A card's row with the address (its area); with dates, the stay's lowest all-in price (paise). */
export type HotelSearchRow = HotelCardRow & { address: string; stay?: StayPrice };

/**
 * The hotel search: one page of live hotels matching every filter, and the total. A page shorter than
 * asked ends the list, so the total it implies is exact whatever the count says. With dates, each hotel
 * of the page carries the lowest all-in price of the stay (stay-price.ts).
 */
export async function searchHotels(db: Db, q: HotelListQuery): Promise<{ rows: HotelSearchRow[]; total: number }> {
  const stay = stayOf(q);
  const filter = publicFilter(q, stay);
  const { limit, offset } = pageOf(q);
  const [rows, counted] = await Promise.all([
    db
      .select(cardColumns)
      .from(hotels)
      .where(filter)
      .orderBy(...ORDER[q.sort ?? DEFAULT_ORDER])
      .limit(limit)
      .offset(offset),
    countMatches(db, filter, stay ? EXACT_DATED_TOTAL_UP_TO : EXACT_TOTAL_UP_TO),
  ]);
  const total =
    rows.length === limit
      ? Math.max(counted, offset + limit)
      : rows.length > 0 || offset === 0
        ? offset + rows.length
        : Math.min(counted, offset);
  if (!stay) return { rows, total };
  const prices = lowestStays(
    await stayOptions(
      db,
      rows.map((r) => r.id),
      stay,
    ),
    stay.checkin,
    stay.checkout,
  );
  return { rows: rows.map((r) => ({ ...r, stay: prices.get(r.id) })), total };
}
