// The dated hotel search by room type and rate plan (docs/decisions/0063-dated-search-and-speed-at-scale.md):
// which hotels can sell a stay, and, for the hotels of one page, what each room type and plan that can would
// charge a night. The rule is stayRefusal's (packages/contract/src/rules/sellability.ts), said once more in
// SQL so the database filters and pages; tests/stay-search.test.ts holds the two to the same answers.
// Nights are sparse: a night without an entry sells the room type's rooms at the plan's base price, open.
import { daysBetween } from '@raahi/contract/rules/dates';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from '../../db/client.ts';
import { hotelBookings, hotels, ratePlanPrices, ratePlans, rateNights, roomTypeNights, roomTypes } from '../../db/schema.ts';
import { holdRanOut } from '../bookings/index.ts';

/**
 * A stay asked for: nights [checkin, checkout), the guests (or the rooms, when the search names them: one of
 * a room type each), and the day it is asked on (Indian time).
 */
export type StaySearch = { checkin: string; checkout: string; guests: number; rooms?: number; today: string };

const t = roomTypes;
const p = ratePlans;
const pp = ratePlanPrices;
const tn = roomTypeNights;
const rn = rateNights;
const b = hotelBookings;
/** the parent's base prices, for a derived plan */
const parentPrice = alias(ratePlanPrices, 'parent_price');

/** The rooms of room type `t` the stay needs: those named, else the guests' (rules/sellability.ts roomsNeededFor). */
const roomsNeeded = (s: StaySearch) =>
  s.rooms !== undefined
    ? sql`${s.rooms}::int`
    : sql`greatest(1, (${s.guests} + greatest(1, ${t.maxOccupancy}) - 1) / greatest(1, ${t.maxOccupancy}))`;

/**
 * Room type `t` has the rooms the guests need on every night of the stay: no night is stopped, or has
 * fewer rooms left; a night without an entry sells all the type's rooms. Rooms held by a hold that ran out
 * are free (the expire-holds job may not have cancelled it yet); they are counted only on a night that
 * looks short, through the hold index.
 */
function roomsEveryNight(s: StaySearch): SQL {
  const needed = roomsNeeded(s);
  // rooms imported calendars closed are not for sale either (decision 0062)
  const left = sql`coalesce(${tn.rooms}, ${t.rooms}) - ${tn.roomsTaken} - ${tn.roomsBlocked}`;
  const ranOut = sql`(
    select coalesce(sum(${b.roomCount}), 0) from ${b}
     where ${holdRanOut(b)} and ${b.roomTypeId} = ${tn.roomTypeId} and ${b.checkInDate} <= ${tn.night} and ${b.checkOutDate} > ${tn.night}
  )`;
  return sql`${t.rooms} >= ${needed} and not exists (
    select 1 from ${tn}
     where ${tn.roomTypeId} = ${t.id} and ${tn.night} >= ${s.checkin}::date and ${tn.night} < ${s.checkout}::date
       and (${tn.stopSell} is true or (${left} < ${needed} and ${left} + ${ranOut} < ${needed}))
  )`;
}

/**
 * Plan `p` lets room type `t` be sold for the stay: booked within its days before arrival, no night
 * closed, arrival and departure allowed, and the length within the arrival night's minimum and maximum.
 * One range of the plan's entries, from check-in to the check-out date (for closed-to-departure).
 */
function planAllows(s: StaySearch): SQL {
  const lead = daysBetween(s.today, s.checkin);
  const nights = daysBetween(s.checkin, s.checkout);
  return sql`(${p.minDaysBefore} is null or ${p.minDaysBefore} <= ${lead})
    and (${p.maxDaysBefore} is null or ${p.maxDaysBefore} >= ${lead})
    and not exists (
      select 1 from ${rn}
       where ${rn.ratePlanId} = ${p.id} and ${rn.roomTypeId} = ${t.id}
         and ${rn.night} >= ${s.checkin}::date and ${rn.night} <= ${s.checkout}::date
         and ((${rn.night} < ${s.checkout}::date and ${rn.closed} is true)
           or (${rn.night} = ${s.checkin}::date
               and (${rn.closedToArrival} is true or ${rn.minStay} > ${nights} or ${rn.maxStay} < ${nights}))
           or (${rn.night} = ${s.checkout}::date and ${rn.closedToDeparture} is true))
    )`;
}

/**
 * The live room types of a hotel, each under every live plan that sells it (a derived plan only where its
 * parent prices the room type), that can be sold for the stay.
 */
const sellableOptions = (s: StaySearch) => sql`${t}
    join ${pp} on ${pp.roomTypeId} = ${t.id}
    join ${p} on ${p.id} = ${pp.ratePlanId} and ${p.archivedAt} is null
    left join ${ratePlanPrices} as ${sql.identifier('parent_price')} on ${parentPrice.ratePlanId} = ${p.derivedFrom} and ${parentPrice.roomTypeId} = ${t.id}
   where ${t.archivedAt} is null
     and (${p.derivedFrom} is null or ${parentPrice.ratePlanId} is not null)
     and ${roomsEveryNight(s)}
     and ${planAllows(s)}`;

/** The hotel (of the outer query) has some room type and plan that can sell the stay. */
export const canSellStay = (s: StaySearch): SQL => sql`exists (select 1 from ${sellableOptions(s)} and ${t.hotelId} = ${hotels.id})`;

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
};

/** Every room type and plan of these hotels that can sell the stay, with what prices its nights. */
export async function stayOptions(db: Db, hotelIds: string[], s: StaySearch): Promise<StayOptionRow[]> {
  if (!hotelIds.length) return [];
  const priced = sql`coalesce(${p.derivedFrom}, ${p.id})`;
  const rows = rowsOf<Omit<StayOptionRow, 'overrides'> & { overrides: StayOptionRow['overrides'] | null }>(
    await db.execute(sql`
      select ${t.hotelId} as "hotelId",
             ${roomsNeeded(s)} as rooms,
             coalesce(${parentPrice.price}, ${pp.price}, 0)::bigint as base,
             ${p.derivePercent} as "derivePercent",
             ${p.deriveAmount} as "deriveAmount",
             ${p.derivedFrom} is not null as derived,
             (select json_agg(json_build_object('night', ${rn.night}, 'price', ${rn.price}))
                from ${rn}
               where ${rn.ratePlanId} = ${priced} and ${rn.roomTypeId} = ${t.id}
                 and ${rn.night} >= ${s.checkin}::date and ${rn.night} < ${s.checkout}::date and ${rn.price} is not null
             ) as overrides
        from ${sellableOptions(s)} and ${inArray(t.hotelId, hotelIds)}`),
  );
  return rows.map((r) => ({ ...r, base: Number(r.base), rooms: Number(r.rooms), overrides: r.overrides ?? [] }));
}
