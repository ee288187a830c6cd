// The dated hotel search by room type and rate plan (docs/decisions/0063-dated-search-and-speed-at-scale.md):
// which hotels can sell a stay, and, for the hotels of one page, what each room type and plan that can would
// charge a night. The rule is stayRefusal's (packages/contract/src/rules/sellability.ts), said once more in
// SQL so the database filters and pages; tests/stay-search.test.ts holds the two to the same answers.
// Nights are sparse: a night without an entry sells the room type's rooms at the plan's base price, open.
// The room types and plans are read from the summaries triggers keep (decision 0075).
import { daysBetween } from '@raahi/contract/rules/dates';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { roomsOfTypeSql } from '../../db/booked-rooms.ts';
import {
  hotelBookings,
  hotelRuleNights,
  hotelSellOptions,
  hotels,
  rateNights,
  ratePlans,
  roomTypeNights,
  roomTypes,
} from '../../db/schema.ts';
import type { CancellationPolicy } from '@raahi/contract/rules/cancellation';
import type { RateMealPlan } from '@raahi/contract/rules/rates';
import { holdRanOut } from '../bookings/index.ts';

/**
 * A stay asked for: nights [checkin, checkout), the guests (or the rooms, when the search names them: one of
 * a room type each), and the day it is asked on (Indian time).
 */
export type StaySearch = { checkin: string; checkout: string; guests: number; rooms?: number; today: string };

/** a live room type under a live plan that sells it, as the triggers of migration 0034 keep them (decision 0075) */
const o = hotelSellOptions;
const t = roomTypes;
const tn = roomTypeNights;
const rn = rateNights;
const rules = hotelRuleNights;
const b = hotelBookings;

/**
 * Ends each correlated `exists` of the search: `offset 0` keeps PostgreSQL from turning it into a join over
 * the whole table (it did, misjudging how many rows the page's hotels have, and scanned every room type
 * night and option); asked per hotel or option, each is one probe of its primary key.
 */
export const probe = sql`offset 0`;

/** The rooms of option `o`'s room type the stay needs: those named, else the guests' (rules/sellability.ts roomsNeededFor). */
const roomsNeeded = (s: StaySearch) =>
  s.rooms !== undefined
    ? sql`${s.rooms}::int`
    : sql`greatest(1, (${s.guests} + greatest(1, ${o.maxOccupancy}) - 1) / greatest(1, ${o.maxOccupancy}))`;

// A room type's night: the rooms left of those it sells (rooms imported calendars closed are not for sale
// either, decision 0062), and the rooms of holds that ran out, which are free again.
const left = (typeRooms: SQL | typeof t.rooms) => sql`coalesce(${tn.rooms}, ${typeRooms}) - ${tn.roomsTaken} - ${tn.roomsBlocked}`;
// Each room of such a booking frees a room of its own type (a booking of several types names the first one only).
const ranOut = (hotelId: SQL | typeof t.hotelId) => sql`(
    select coalesce(sum(${roomsOfTypeSql(tn.roomTypeId)}), 0) from ${b}
     where ${holdRanOut(b)} and ${b.hotelId} = ${hotelId} and ${b.checkInDate} <= ${tn.night} and ${b.checkOutDate} > ${tn.night}
  )`;

/**
 * Option `o`'s room type has the rooms the guests need on every night of the stay: no night is stopped, or
 * has fewer rooms left; a night without an entry sells all the type's rooms. Rooms held by a hold that ran
 * out are free (the expire-holds job may not have cancelled it yet); they are counted only on a night that
 * looks short, through the hold index.
 */
function roomsEveryNight(s: StaySearch): SQL {
  const needed = roomsNeeded(s);
  const typeLeft = left(sql`${o.rooms}`);
  return sql`${o.rooms} >= ${needed} and not exists (
    select 1 from ${tn}
     where ${tn.roomTypeId} = ${o.roomTypeId} and ${tn.night} >= ${s.checkin}::date and ${tn.night} < ${s.checkout}::date
       and (${tn.stopSell} is true or (${typeLeft} < ${needed} and ${typeLeft} + ${ranOut(sql`${o.hotelId}`)} < ${needed}))
     ${probe}
  )`;
}

/**
 * Option `o`'s plan lets its room type be sold for the stay: booked within its days before arrival, no night
 * closed, arrival and departure allowed, and the length within the arrival night's minimum and maximum.
 * The plan's entries are read only when the hotel has a stay rule from check-in to the check-out date
 * (`hotel_rule_nights`); most stays of most hotels have none, and then the plan's base and prices decide.
 */
function planAllows(s: StaySearch, hotelId: SQL | typeof hotels.id): SQL {
  const lead = daysBetween(s.today, s.checkin);
  const nights = daysBetween(s.checkin, s.checkout);
  return sql`(${o.minDaysBefore} is null or ${o.minDaysBefore} <= ${lead})
    and (${o.maxDaysBefore} is null or ${o.maxDaysBefore} >= ${lead})
    and (not exists (
      select 1 from ${rules}
       where ${rules.hotelId} = ${hotelId} and ${rules.night} >= ${s.checkin}::date and ${rules.night} <= ${s.checkout}::date
         and ${rules.entries} > 0
      ${probe}
    ) or not exists (
      select 1 from ${rn}
       where ${rn.ratePlanId} = ${o.ratePlanId} and ${rn.roomTypeId} = ${o.roomTypeId}
         and ${rn.night} >= ${s.checkin}::date and ${rn.night} <= ${s.checkout}::date
         and ((${rn.night} < ${s.checkout}::date and ${rn.closed} is true)
           or (${rn.night} = ${s.checkin}::date
               and (${rn.closedToArrival} is true or ${rn.minStay} > ${nights} or ${rn.maxStay} < ${nights}))
           or (${rn.night} = ${s.checkout}::date and ${rn.closedToDeparture} is true))
      ${probe}
    ))`;
}

/** Option `o`, of the hotel `hotelId` names, can sell the stay. */
const sellable = (s: StaySearch, hotelId: SQL | typeof hotels.id) => sql`${roomsEveryNight(s)} and ${planAllows(s, hotelId)}`;

/** The hotel (of the outer query) has some room type and plan that can sell the stay. */
export const canSellStay = (s: StaySearch): SQL =>
  sql`exists (select 1 from ${o} where ${o.hotelId} = ${hotels.id} and ${sellable(s, hotels.id)} ${probe})`;

/**
 * The hotel has `rooms` rooms free for the whole stay, of whatever live room types: the sum over its room
 * types of each one's rooms left on every night (none on a stop-sell night), as the rooms answer counts them.
 */
export function hotelRoomsFree(s: StaySearch, rooms: number): SQL {
  const typeLeft = sql`(
    select least(${t.rooms}, coalesce(min(case when ${tn.stopSell} is true then 0 else ${left(t.rooms)} + ${ranOut(t.hotelId)} end), ${t.rooms}))
      from ${tn}
     where ${tn.roomTypeId} = ${t.id} and ${tn.night} >= ${s.checkin}::date and ${tn.night} < ${s.checkout}::date
  )`;
  return sql`(
    select coalesce(sum(greatest(0, ${typeLeft})), 0) from ${t} where ${t.hotelId} = ${hotels.id} and ${t.archivedAt} is null
  ) >= ${rooms}`;
}

export type StayOptionRow = {
  hotelId: string;
  rooms: number;
  /** the plan's base price a night of the room type (paise); a derived plan's parent's */
  base: number;
  derivePercent: number | null;
  deriveAmount: number | null;
  derived: boolean;
  /** the nights whose price an entry sets (a derived plan's: its parent's entries) */
  overrides: { night: string; price: number }[];
  /** the plan's meal plan */
  mealPlan: RateMealPlan;
  /** the plan's cancellation policy; null: the default (rules/cancellation.ts), as the rooms answer reads it */
  policy: CancellationPolicy | null;
};

/**
 * Every room type and plan of these hotels that can sell the stay, with what prices its nights. The ids go
 * as one array literal: a parameter each cost more CPU to build and send than the statement's rows to read.
 * The options come back as one JSON array a hotel, which the process parses natively: decoding some 450
 * rows of seven columns field by field cost it more.
 */
export async function stayOptions(db: Db, hotelIds: string[], s: StaySearch): Promise<StayOptionRow[]> {
  if (!hotelIds.length) return [];
  type Option = Omit<StayOptionRow, 'hotelId' | 'overrides' | 'mealPlan' | 'policy'> & {
    plan: Pick<StayOptionRow, 'mealPlan' | 'policy'>;
    overrides: StayOptionRow['overrides'] | null;
  };
  const rows = rowsOf<{ hotelId: string; options: Option[] }>(
    await db.execute(sql`
      select ${o.hotelId} as "hotelId",
             json_agg(json_build_object(
               'rooms', ${roomsNeeded(s)},
               'base', ${o.base},
               'derivePercent', ${o.derivePercent},
               'deriveAmount', ${o.deriveAmount},
               'derived', ${o.derived},
               'plan', (select json_build_object('mealPlan', ${ratePlans.mealPlan}, 'policy', ${ratePlans.cancellationPolicy})
                  from ${ratePlans} where ${ratePlans.id} = ${o.ratePlanId}),
               'overrides', (select json_agg(json_build_object('night', ${rn.night}, 'price', ${rn.price}))
                  from ${rn}
                 where ${rn.ratePlanId} = ${o.pricedPlanId} and ${rn.roomTypeId} = ${o.roomTypeId}
                   and ${rn.night} >= ${s.checkin}::date and ${rn.night} < ${s.checkout}::date and ${rn.price} is not null)
             )) as options
        from ${o}
       where ${o.hotelId} = any(${`{${hotelIds.join(',')}}`}::uuid[]) and ${sellable(s, sql`${o.hotelId}`)}
       group by ${o.hotelId}`),
  );
  return rows.flatMap((r) =>
    r.options.map(({ plan, ...x }) => ({
      ...x,
      ...plan,
      hotelId: r.hotelId,
      base: Number(x.base),
      rooms: Number(x.rooms),
      overrides: x.overrides ?? [],
    })),
  );
}
