// Rooms and rates at scale (issue 28): every synthetic hotel sells 1–4 room types under 1–3 plans, with
// night entries over the next NIGHT_WINDOW nights (weekend prices, a few closed nights, minimum stays,
// rooms to sell and stop-sells). All of it is written by set-based statements (generate_series and
// INSERT ... SELECT), so 100,000 hotels take minutes, not hours.
//
// What a hotel gets is a function of its number (hashtextextended draws) and, for the nights, of the date
// itself, never of the day the seed runs: a second run rewrites nothing, and a run on a later day only adds
// the nights that came into the window and removes those that left it. The default room type and plan are
// the ones the hotels' insert trigger gives every hotel (migration 0019); the others have fixed ids.
//
// - Room types: the 'Standard room' (the hotel's rooms; the bookings' default), then a Deluxe room, a
//   Premium room and a Suite, each with a share of the hotel's rooms on top (bookings never take them, so
//   their rooms to sell can drop below the physical count without refusing a booking on a later run).
// - Plans: 'Room only' (the default); 'Breakfast included' (₹600 a night more); a 'Non-refundable saver'
//   following room only at a fixed number of rupees less. Where there is a saver, room only costs that much
//   more than the hotel's price, so the saver's standard room is the hotel's `price`, its lowest base on sale.
// - Night entries: the Friday and Saturday nights of every room type under each plan that is not derived
//   (15 % more); two closed nights in one hotel of three; minimum two nights for Saturday arrivals in one
//   of ten; rooms to sell one fewer on Sundays for the extra room types of one hotel of four; two stopped
//   nights a month in one of twenty.
import type pg from 'pg';
import { withKeysSetAside } from './keys-set-aside.ts';

/** the nights from today that carry entries: the bench's stays all fall in it */
export const NIGHT_WINDOW = 63;
/** ids of the extra room types and plans: hotel i's k-th is number 4i + k of the prefix */
const ROOM_TYPE_PREFIX = '5ca1e7e0-0000-4000-8000-';
const RATE_PLAN_PREFIX = '5ca1e9a0-0000-4000-8000-';

/** the run's hotels with their draws, shared by every statement of the run */
const HOTELS = `
  create temp table scale_rate_hotels on commit drop as
  select s.i, h.id as hotel_id, h.price, h.rooms, h.created_at,
         1 + abs(hashtextextended(s.i::text, 1)) % 4 as types,
         1 + abs(hashtextextended(s.i::text, 2)) % 3 as plans,
         -- the saver's discount (paise, whole ₹50), when the hotel has one
         case when 1 + abs(hashtextextended(s.i::text, 2)) % 3 = 3 then round(h.price * 0.12 / 5000) * 5000 else 0 end::bigint as saving,
         -- where its two closed nights fall in every 61, for one hotel in three
         case when s.i % 3 = 0 then abs(hashtextextended(s.i::text, 3)) % 61 end as closing_from,
         (select id from room_types t where t.hotel_id = h.id and t.id::text not like '5ca1e7e0-%' order by t.position, t.created_at, t.id limit 1) as standard_id,
         (select id from rate_plans p where p.hotel_id = h.id and p.id::text not like '5ca1e9a0-%' order by p.position, p.created_at, p.id limit 1) as room_only_id
    from generate_series(0, $1::int - 1) as s(i)
    join hotels h on h.id = ('5ca1e000-0000-4000-8000-' || lpad(s.i::text, 12, '0'))::uuid`;

const EXTRA_TYPES = `(values
  (1, 'Deluxe room', 1.35, array['1 King bed'], 28, 3, 2, 1, 0.3),
  (2, 'Premium room with balcony', 1.7, array['1 King bed', '1 Sofa bed'], 34, 3, 3, 1, 0.2),
  (3, 'Suite', 2.4, array['1 King bed', '1 Sofa bed'], 52, 4, 3, 2, 0.1)
) as x(k, name, factor, beds, size_sqm, max_occupancy, max_adults, max_children, share)`;

const ROOM_TYPES = `
  insert into room_types (id, hotel_id, name, description, beds, size_sqm, max_occupancy, max_adults, max_children, amenities, rooms, position, created_at, updated_at)
  select ('${ROOM_TYPE_PREFIX}' || lpad((h.i * 4 + x.k)::text, 12, '0'))::uuid, h.hotel_id, x.name,
         x.name || ': more room to spread out.', x.beds, x.size_sqm, x.max_occupancy, x.max_adults, x.max_children,
         array['Air conditioning', 'Minibar', 'Smart TV'], greatest(1, round(h.rooms * x.share))::int, x.k, h.created_at, h.created_at
    from scale_rate_hotels h join ${EXTRA_TYPES} on x.k < h.types
  on conflict (id) do nothing`;

const RATE_PLANS = `
  insert into rate_plans (id, hotel_id, name, meal_plan, cancellation_policy, derived_from, derive_amount, position, created_at, updated_at)
  select ('${RATE_PLAN_PREFIX}' || lpad((h.i * 4 + j)::text, 12, '0'))::uuid, h.hotel_id,
         case j when 1 then 'Breakfast included' else 'Non-refundable saver' end,
         case j when 1 then 'CP' else 'EP' end,
         case j when 1 then '{"type":"free-until","hours":48,"fee":"first-night"}'::jsonb else '{"type":"non-refundable"}'::jsonb end,
         case j when 2 then h.room_only_id end,
         case j when 2 then -h.saving end,
         j, h.created_at, h.created_at
    from scale_rate_hotels h cross join generate_series(1, 2) as j
   where j < h.plans
  on conflict (id) do nothing`;

/** every room type of the run's hotels, with its price factor and the number of the hotel */
const TYPES = `(
  select h.i, h.hotel_id, h.price, h.saving, h.closing_from, h.room_only_id, h.standard_id as id, 1.0 as factor, 0 as k from scale_rate_hotels h
  union all
  select h.i, h.hotel_id, h.price, h.saving, h.closing_from, h.room_only_id, ('${ROOM_TYPE_PREFIX}' || lpad((h.i * 4 + x.k)::text, 12, '0'))::uuid, x.factor, x.k
    from scale_rate_hotels h join ${EXTRA_TYPES} on x.k < h.types
)`;

/** every plan of a room type that is not derived, with its base price a night of it (paise) */
const PRICED = `(
  select t.*, t.room_only_id as plan_id,
         case when t.k = 0 then t.price else round(t.price * t.factor / 5000) * 5000 end + t.saving as base
    from ${TYPES} t
  union all
  select t.*, ('${RATE_PLAN_PREFIX}' || lpad((t.i * 4 + 1)::text, 12, '0'))::uuid,
         case when t.k = 0 then t.price else round(t.price * t.factor / 5000) * 5000 end + t.saving + 60000
    from ${TYPES} t join scale_rate_hotels h on h.i = t.i and h.plans >= 2
)`;

const PRICES = `
  insert into rate_plan_prices as pp (rate_plan_id, room_type_id, price)
  select plan_id, id, base::bigint from ${PRICED} p
  union all
  select ('${RATE_PLAN_PREFIX}' || lpad((t.i * 4 + 2)::text, 12, '0'))::uuid, t.id, null
    from ${TYPES} t join scale_rate_hotels h on h.i = t.i and h.plans = 3
  on conflict (rate_plan_id, room_type_id) do update set price = excluded.price where pp.price is distinct from excluded.price`;

/** the window's nights: $1 today */
const WINDOW = `(select d::date as night, extract(isodow from d)::int as weekday, (d::date - date '2026-01-01') as n
  from generate_series($1::date, $1::date + ${NIGHT_WINDOW - 1}, interval '1 day') as d)`;

/** the rate nights the run's hotels have, in a table of the run: $1 today */
const WANTED_RATE_NIGHTS = `
  create temp table scale_rate_nights on commit drop as
  select p.plan_id as rate_plan_id, p.id as room_type_id, w.night,
         case when w.weekday in (5, 6) then (round(p.base * 1.15 / 5000) * 5000)::bigint end as price,
         case when w.weekday = 6 and p.i % 10 = 0 then 2 end as min_stay,
         case when closing then true end as closed
    from ${PRICED} p
   cross join ${WINDOW} w
   cross join lateral (select (w.n - p.closing_from + 61) % 61 < 2 as closing) c
   where w.weekday in (5, 6) or closing`;

/** the synthetic hotels' rate nights that are not wanted as they are: $1 first hotel id, $2 last */
const STALE_RATE_NIGHTS = `
  delete from rate_nights r using room_types t
   where t.id = r.room_type_id and t.hotel_id between $1 and $2
     and not exists (
       select 1 from scale_rate_nights w
        where (w.rate_plan_id, w.room_type_id, w.night) = (r.rate_plan_id, r.room_type_id, r.night)
          and (w.price, w.min_stay, w.closed) is not distinct from (r.price, r.min_stay, r.closed)
          and num_nulls(r.max_stay, r.closed_to_arrival, r.closed_to_departure, r.occupancy) = 4)`;

/** the wanted rate nights not there (after STALE_RATE_NIGHTS, a night there is as wanted) */
const MISSING_RATE_NIGHTS = `
  from scale_rate_nights w
  where not exists (select 1 from rate_nights r where (r.rate_plan_id, r.room_type_id, r.night) = (w.rate_plan_id, w.room_type_id, w.night))`;

// in a room type's order, so a hotel's nights share pages
const RATE_NIGHTS = `
  insert into rate_nights (rate_plan_id, room_type_id, night, price, min_stay, closed)
  select w.rate_plan_id, w.room_type_id, w.night, w.price, w.min_stay, w.closed ${MISSING_RATE_NIGHTS}
  order by w.room_type_id, w.night, w.rate_plan_id`;

const ROOM_NIGHTS = `
  insert into room_type_nights as n (room_type_id, night, rooms, stop_sell)
  select t.id, w.night,
         case when w.weekday = 7 and t.k > 0 and t.i % 4 = 0 then rt.rooms - 1 end,
         case when t.i % 20 = 0 and w.n % 30 in (11, 12) then true end
    from ${TYPES} t join room_types rt on rt.id = t.id
   cross join ${WINDOW} w
   where (w.weekday = 7 and t.k > 0 and t.i % 4 = 0) or (t.i % 20 = 0 and w.n % 30 in (11, 12))
  on conflict (room_type_id, night) do update set rooms = excluded.rooms, stop_sell = excluded.stop_sell
  where (n.rooms, n.stop_sell) is distinct from (excluded.rooms, excluded.stop_sell)`;

/** the synthetic hotels' entries that left the window: $1 first hotel id, $2 last, $3 today */
/** (rate nights that left it go with those not wanted, writeRateNights) */
const PAST = [
  `update room_type_nights n set rooms = null, stop_sell = null from room_types t
    where t.id = n.room_type_id and t.hotel_id between $1 and $2 and n.night < $3::date
      and (n.rooms is not null or n.stop_sell is not null)`,
];

/**
 * The tables a catalogue write and its triggers read (decision 0075's summaries), analysed after each bulk
 * step: planned with the counts of before a load, the summaries' rebuild of 33,000 hotels took two minutes.
 */
export const CATALOGUE_TABLES = ['hotels', 'room_types', 'rate_plans', 'rate_plan_prices', 'hotel_sell_options'];

export type RoomRatesResult = { rowsWritten: number; rowsRemoved: number; roomTypes: number; ratePlans: number; nightEntries: number };

/** Seeds the rooms and rates of hotels 0..hotels-1 (already written), in the caller's transaction. */
export async function seedScaleRoomRates(
  client: pg.ClientBase,
  opts: { hotels: number; today: string; firstHotelId: string; lastHotelId: string; log: (line: string) => void },
): Promise<RoomRatesResult> {
  const step = async (name: string, text: string, params: unknown[]) => {
    const t0 = performance.now();
    const n = (await client.query(text, params)).rowCount ?? 0;
    // what the step wrote was never counted: the triggers of the next one would be planned for empty tables
    if (n > 0) await client.query(`analyze ${CATALOGUE_TABLES.join(', ')}`);
    opts.log(`  ${name}: ${n} rows (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    return n;
  };
  let rowsRemoved = 0;
  for (const text of PAST) rowsRemoved += await step('nights before today', text, [opts.firstHotelId, opts.lastHotelId, opts.today]);
  await client.query(HOTELS, [opts.hotels]);
  await client.query('analyze scale_rate_hotels');
  let rowsWritten = 0;
  rowsWritten += await step('room types', ROOM_TYPES, []);
  rowsWritten += await step('rate plans', RATE_PLANS, []);
  // the default plan's standard room, priced by the hotels' trigger at the hotel's price, costs the saving more
  rowsWritten += await step(
    'standard room prices',
    `update rate_plan_prices pp set price = h.price + h.saving from scale_rate_hotels h
      where pp.rate_plan_id = h.room_only_id and pp.room_type_id = h.standard_id and pp.price is distinct from h.price + h.saving`,
    [],
  );
  rowsWritten += await step('plan prices', PRICES, []);
  const rateNights = await writeRateNights(client, opts, step);
  rowsWritten += rateNights.written;
  rowsRemoved += rateNights.removed;
  rowsWritten += await step('room type nights', ROOM_NIGHTS, [opts.today]);
  const counted = await client.query<{ types: number; plans: number; nights: number }>(
    `select (select count(*) from room_types where hotel_id between $1 and $2)::int as types,
            (select count(*) from rate_plans where hotel_id between $1 and $2)::int as plans,
            ((select count(*) from rate_nights r join room_types t on t.id = r.room_type_id where t.hotel_id between $1 and $2)
             + (select count(*) from room_type_nights n join room_types t on t.id = n.room_type_id where t.hotel_id between $1 and $2))::int as nights`,
    [opts.firstHotelId, opts.lastHotelId],
  );
  const c = counted.rows[0]!;
  return { rowsWritten, rowsRemoved, roomTypes: c.types, ratePlans: c.plans, nightEntries: c.nights };
}

/**
 * The rate nights, by difference: those not wanted as they are go, the wanted ones not there come. Wanting
 * more than the table holds (a first run at a size), its keys are built after the rows, not row by row.
 */
async function writeRateNights(
  client: pg.ClientBase,
  opts: { today: string; firstHotelId: string; lastHotelId: string; log: (line: string) => void },
  step: (name: string, text: string, params: unknown[]) => Promise<number>,
) {
  const wanted = await step('rate nights wanted', WANTED_RATE_NIGHTS, [opts.today]);
  await client.query('analyze scale_rate_nights');
  const removed = await step('rate nights not as wanted', STALE_RATE_NIGHTS, [opts.firstHotelId, opts.lastHotelId]);
  // the table's size as last counted (-1: never), enough to tell a first load from a run that changes a few
  const there = (await client.query<{ n: number }>(`select reltuples::float8 as n from pg_class where oid = 'rate_nights'::regclass`))
    .rows[0]!.n;
  const insert = () => step('rate nights', RATE_NIGHTS, []);
  if (wanted <= there) return { removed, written: await insert() };
  await client.query(`set local maintenance_work_mem = '512MB'`);
  const t0 = performance.now();
  const written = await withKeysSetAside(client, 'rate_nights', insert);
  opts.log(`  rate nights with their keys built after: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return { removed, written };
}
