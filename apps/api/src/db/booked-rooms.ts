// How many rooms of one room type a hotel booking takes, said in SQL for the reads that count rooms per type
// (the owner's calendar's held rooms, the dated search's rooms of holds that ran out). The same rule as the
// room_type_nights trigger (migration 0031): a booking of rooms named one by one takes one room per entry of
// its `rooms`, each of its own type; any other booking takes room_count rooms of its room type.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { hotelBookings } from './schema.ts';

const b = hotelBookings;

/** A scalar: the rooms of type `roomTypeId` (a value, or a column of the outer query) the booking row `b` takes. */
export const roomsOfTypeSql = (roomTypeId: AnyPgColumn | SQL | string): SQL => sql`(case
  when jsonb_typeof(${b.rooms}) = 'array' then (
    select count(*) from jsonb_array_elements(${b.rooms}) as r(room)
     where coalesce((r.room->>'roomTypeId')::uuid, ${b.roomTypeId}) = ${roomTypeId})::int
  when ${b.roomTypeId} = ${roomTypeId} then ${b.roomCount}
  else 0 end)`;
