// A hotel's rooms and rates over some nights in one statement: its room types, rate plans, their stored
// prices, its age rules and the entries of the nights asked for. A quote, a booking and the rooms answer read
// them on every request; six statements cost six round trips (one after another in a booking's transaction).
// Prepared (db/prepared.ts): its planning cost more than its run.
import { sql } from 'drizzle-orm';
import { DEFAULT_AGE_RULES, type AgeRules } from '@raahi/contract/rules/occupancy';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { jsonRowsOf, rowsFromJson } from '../../db/json-rows.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { hotels, rateNights, ratePlanPrices, ratePlans, roomTypeNights, roomTypes } from '../../db/schema.ts';

type Json = Record<string, unknown>[];

/** live ones first in the owner's order, then the archived (as rooms.repo.ts lists them) */
const inOrder = (alias: string) => sql.raw(`${alias}.archived_at is not null, ${alias}.position, ${alias}.created_at, ${alias}.id`);

const hotelId = sql.placeholder('hotelId');
const from = sql.placeholder('from');
const to = sql.placeholder('to');

const hotelNights = preparedStatement<{ hotelId: string; from: string; to: string }>(
  'hotel_nights',
  sql`
    select
      (select ${jsonRowsOf('t', inOrder('t'))} from ${roomTypes} t where t.hotel_id = ${hotelId}) as "roomTypes",
      (select ${jsonRowsOf('p', inOrder('p'))} from ${ratePlans} p where p.hotel_id = ${hotelId}) as "plans",
      (select ${jsonRowsOf('x')} from ${ratePlanPrices} x join ${ratePlans} p on p.id = x.rate_plan_id
        where p.hotel_id = ${hotelId}) as "prices",
      (select ${jsonRowsOf('n')} from ${roomTypeNights} n join ${roomTypes} t on t.id = n.room_type_id
        where t.hotel_id = ${hotelId} and n.night between ${from}::date and ${to}::date) as "roomNights",
      (select ${jsonRowsOf('r')} from ${rateNights} r join ${roomTypes} t on t.id = r.room_type_id
        where t.hotel_id = ${hotelId} and r.night between ${from}::date and ${to}::date) as "rateNights",
      (select json_build_object('infantBelowAge', h.infant_below_age, 'adultFromAge', h.adult_from_age, 'childAgeBands', h.child_age_bands)
         from ${hotels} h where h.id = ${hotelId}) as "ageRules"`,
);

/** The hotel's rooms and rates with the entries of nights [from, to] (both included). */
export async function readHotelNights(db: Db, hotelId: string, from: string, to: string) {
  const result = await hotelNights(db, { hotelId, from, to });
  const [row] = rowsOf<{ roomTypes: Json; plans: Json; prices: Json; roomNights: Json; rateNights: Json; ageRules: AgeRules | null }>(
    result,
  );
  return {
    roomTypes: rowsFromJson(roomTypes, row!.roomTypes),
    plans: rowsFromJson(ratePlans, row!.plans),
    stored: rowsFromJson(ratePlanPrices, row!.prices),
    roomNights: rowsFromJson(roomTypeNights, row!.roomNights),
    rateNights: rowsFromJson(rateNights, row!.rateNights),
    ageRules: row!.ageRules ?? DEFAULT_AGE_RULES,
  };
}
