// The public hotel search. Every filter and sort is answered by an index (docs/decisions/0010-hotel-search-at-scale.md):
// contains-text by the trigram index, amenities and facilities by the GIN indexes on their stored keys,
// a stay by its room types' and plans' nights (stay-search.repo.ts), each sort by its own index; rows carry
// only a card's columns.
import type { HotelListQuery, HotelSort } from '@raahi/contract/hotels';
import { DEFAULT_ORDER } from '@raahi/contract/rules/ranking';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import type { Occupancy } from '@raahi/contract/rules/occupancy';
import { roomsForGuests } from '@raahi/contract/rules/rooms';
import { and, asc, desc, eq, getTableColumns, getTableName, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
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

/**
 * The search's filters: `listed`, on the hotel's own columns (each answered by an index), and with dates
 * `stay`, whether the hotel can sell the stay (read from its room types' and plans' nights).
 */
function publicFilter(q: HotelListQuery, stay: StaySearch | undefined): { listed: SQL; stay?: SQL } {
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
  // The rooms' fit and how many rooms the hotel has are on its row. With dates they go with the stay's check,
  // on each hotel of a stretch (below), with whether the rooms asked for are free: among the listed filters,
  // the planner took them to keep few hotels and read a whole city's to sort them (decision 0091).
  const onRow: SQL[] = [];
  if (q.occupancy) {
    if (q.occupancy.length > 1) onRow.push(gte(hotels.rooms, q.occupancy.length));
    onRow.push(...everyRoomFits(q.occupancy));
  } else if (!stay && roomsForGuests(q.guests ?? 1) > 1) onRow.push(gte(hotels.rooms, roomsForGuests(q.guests ?? 1)));
  if (!stay) return { listed: and(...where, ...onRow)! };
  // a room type and plan that can sell the stay: the rooms the guests need left on every night
  const free = q.occupancy && q.occupancy.length > 1 ? [hotelRoomsFree(stay, q.occupancy.length)] : [];
  return { listed: and(...where)!, stay: and(...onRow, canSellStay(stay), ...free)! };
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
 * small answers are counted; a larger one is the listed hotels' estimate times the share of those checked for
 * the page that sell the stay.
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

/** The total a page implies: a page shorter than asked ends the list, whatever the count says. */
function totalOf(rows: number, counted: number, limit: number, offset: number): number {
  if (rows === limit) return Math.max(counted, offset + limit);
  return rows > 0 || offset === 0 ? offset + rows : Math.min(counted, offset);
}

/** What a stretch of listed hotels carries: what the sorts and the stay's check read of a hotel (decision 0091). */
const stretchColumns = {
  id: hotels.id,
  price: hotels.price,
  rating: hotels.rating,
  createdAt: hotels.createdAt,
  rooms: hotels.rooms,
  fitChildren: hotels.fitChildren,
  adultFromAge: hotels.adultFromAge,
  infantBelowAge: hotels.infantBelowAge,
};

/**
 * The ids of a dated search's page, in the sort's order; how many listed hotels were looked at to fill it;
 * whether that was all of them. The stay's check reads a hotel's room types' and plans' nights (some 0.03 ms a
 * hotel at 100,000 hotels); left to itself, PostgreSQL guessed how many hotels sell a stay, and when it guessed
 * few it checked every hotel of a city and then sorted them (Leh, 1,495 hotels: 45-180 ms). Here the hotels the
 * other filters list are read in the sort's order a stretch at a time (by the listed filters' indexes, which is
 * cheap), and checked in that order until the page is full (decision 0091's second addendum). A stretch holds
 * `reach` times the hotels the page needs; should it not fill the page, the next holds as many as the share
 * found so far suggests, and at least twice as many.
 */
async function datedPageIds(
  db: Db,
  filter: { listed: SQL; stay: SQL },
  order: SQL[],
  wanted: number,
  reach: number,
): Promise<{ ids: string[]; seen: number; allSeen: boolean }> {
  const ids: string[] = [];
  let seen = 0;
  let stretch = reach * wanted + 16;
  for (;;) {
    const listed = db
      .select({ ...stretchColumns, at: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('at') })
      .from(hotels)
      .where(filter.listed)
      .orderBy(...order)
      .limit(stretch)
      .offset(seen);
    // The stretch is read once, in its order, under the table's own name (the check's references to the hotel
    // read its rows); the check stops at the page's last hotel: no sort of the checked ones, which would check all.
    const asHotels = sql.identifier(getTableName(hotels));
    const [round] = rowsOf<{ listed: number; ids: string[] | null; last: number | null }>(
      await db.execute(sql`
        with stretch as materialized (${listed})
        select (select count(*)::int from stretch) as listed, array_agg(id order by at) as ids, max(at)::int as last
          from (select ${asHotels}.id, ${asHotels}.at from stretch as ${asHotels} where ${filter.stay} limit ${wanted - ids.length}) checked`),
    );
    const found = round?.ids ?? [];
    ids.push(...found);
    const listedHere = round?.listed ?? 0;
    if (ids.length >= wanted) return { ids, seen: round?.last ?? seen + listedHere, allSeen: false };
    seen += listedHere;
    if (listedHere < stretch) return { ids, seen, allSeen: true };
    const share = Math.max(ids.length / seen, 0.02);
    stretch = Math.max(2 * stretch, Math.ceil((1.5 * (wanted - ids.length)) / share));
  }
}

/**
 * The hotel search: one page of live hotels matching every filter, and the total. With dates, each hotel
 * of the page carries the lowest all-in price of the stay (stay-price.ts).
 */
export async function searchHotels(db: Db, q: HotelListQuery): Promise<{ rows: HotelSearchRow[]; total: number }> {
  const stay = stayOf(q);
  const filter = publicFilter(q, stay);
  const { limit, offset } = pageOf(q);
  const order = ORDER[q.sort ?? DEFAULT_ORDER];
  if (!stay || !filter.stay) {
    const [rows, counted] = await Promise.all([
      db
        .select(cardColumns)
        .from(hotels)
        .where(filter.listed)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      countMatches(db, filter.listed, EXACT_TOTAL_UP_TO),
    ]);
    return { rows, total: totalOf(rows.length, counted, limit, offset) };
  }
  const dated = { listed: filter.listed, stay: filter.stay };
  // the rooms' fit keeps some hotels in four: a stretch reaches further
  const reach = q.occupancy ? 4 : 2;
  const [page, listedEstimate] = await Promise.all([
    datedPageIds(db, dated, order, offset + limit, reach),
    estimatedMatches(db, filter.listed),
  ]);
  const ids = page.ids.slice(offset, offset + limit);
  const [rows, options] = await Promise.all([
    ids.length
      ? db
          .select(cardColumns)
          .from(hotels)
          .where(inArray(hotels.id, ids))
          .orderBy(...order)
      : Promise.resolve([]),
    stayOptions(db, ids, stay),
  ]);
  // every listed hotel checked: the total is exact; else a small answer is counted, a large one estimated
  // from the share of the checked hotels that sell the stay
  const counted = page.allSeen
    ? page.ids.length
    : listedEstimate <= EXACT_DATED_TOTAL_UP_TO
      ? await countMatches(db, and(filter.listed, filter.stay), EXACT_DATED_TOTAL_UP_TO)
      : Math.round((listedEstimate * page.ids.length) / page.seen);
  const prices = lowestStays(options, stay.checkin, stay.checkout);
  return { rows: rows.map((r) => ({ ...r, stay: prices.get(r.id) })), total: totalOf(rows.length, counted, limit, offset) };
}
