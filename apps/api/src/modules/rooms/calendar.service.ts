// The owner's calendar: read the nights in force, change them in bulk (all changes or none, one
// transaction holding the hotel's row lock, which bookings take too, so the rooms sold cannot move
// meanwhile), undo the caller's last edit, and each night's history.
import type { Calendar, CalendarChange, CalendarEdit, HistoryEntry } from '@raahi/contract/rooms';
import { addDays, daysBetween } from '@raahi/contract/rules/dates';
import { adjustPrice, isoWeekday } from '@raahi/contract/rules/rates';
import { occupancyPricesInForce, type OccupancyPrices } from '@raahi/contract/rules/occupancy-prices';
import { shortDay } from '@raahi/contract/rules/sellability';
import type { Db } from '../../db/client.ts';
import { sideBySide } from '../../db/side-by-side.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { toPaise, toRupees } from '../../lib/money.ts';
import type { SessionUser } from '../auth/index.ts';
import {
  changesOf,
  hotelHeldIn,
  historyOf,
  insertChanges,
  insertEdit,
  lockHotelRow as lockHotel,
  lastEditBy,
  markUndone,
  saveRateNights,
  saveRoomNights,
  type ChangeRow,
  type RateNightRow,
} from './calendar.repo.ts';
import { loadHotelNights, rateKey, roomKey, type HotelNights } from './hotel-nights.ts';
import { occupancyFromWire, occupancyToWire } from './rooms.wire.ts';

/** who made an edit, as the history names them */
const nameOf = (u: SessionUser) => `${u.firstName} ${u.lastName}`.trim() || u.email;

const nightsOf = (from: string, to: string) => Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));

export async function readCalendar(db: Db, hotelId: string, from: string, to: string): Promise<Calendar> {
  const [h, holds] = await sideBySide(db, [() => loadHotelNights(db, hotelId, from, to), () => hotelHeldIn(db, hotelId, from, to)]);
  const types = h.roomTypes.filter((t) => !t.archivedAt);
  const held = new Map(holds.map((r) => [roomKey(r.roomTypeId, r.night), r.held]));
  const nights = nightsOf(from, to);
  return {
    from,
    to,
    ageRules: h.ageRules,
    roomTypes: types.map((t) => ({
      roomTypeId: t.id,
      nights: nights.map((date) => {
        const n = h.roomNight(t.id, date);
        const onHold = Math.min(n.taken, held.get(roomKey(t.id, date)) ?? 0);
        return { date, rooms: n.rooms, sold: n.taken - onHold, held: onHold, blocked: n.blocked, stopSell: n.stopSell };
      }),
    })),
    rates: h.plans
      .filter((p) => !p.plan.archivedAt)
      .flatMap((p) =>
        types
          .filter((t) => p.prices.has(t.id))
          .map((t) => ({
            ratePlanId: p.plan.id,
            roomTypeId: t.id,
            nights: nights.map((date) => {
              const c = h.rateNight(p.plan.id, t.id, date);
              const own = h.rateEntries.get(rateKey(p.plan.id, t.id, date))?.occupancy;
              return { date, ...c, price: toRupees(c.price), ...(own && { occupancy: occupancyToWire(own) }) };
            }),
          })),
      ),
  };
}

const ROOM_FIELDS = ['rooms', 'stopSell'] as const;
const RATE_FIELDS = ['price', 'occupancy', 'minStay', 'maxStay', 'closedToArrival', 'closedToDeparture', 'closed'] as const;
type RateField = (typeof RATE_FIELDS)[number];
type Value = number | boolean | OccupancyPrices | null;

/** The stored entry of a room night as the owner's columns (null: follows the default). */
type RoomEntry = { rooms: number | null; stopSell: boolean | null };
type RateEntry = Pick<RateNightRow, RateField>;
const EMPTY_RATE: RateEntry = {
  price: null,
  occupancy: null,
  minStay: null,
  maxStay: null,
  closedToArrival: null,
  closedToDeparture: null,
  closed: null,
};

type Plan = { roomTypes: Set<string>; label: string; derived: boolean };

/** What a set of changes does to the hotel's nights: the entries after, and every field that moves. */
function plan(h: HotelNights, changes: CalendarChange[]) {
  const liveTypes = new Map(h.roomTypes.filter((t) => !t.archivedAt).map((t) => [t.id, t]));
  const livePlans = new Map<string, Plan>(
    h.plans
      .filter((p) => !p.plan.archivedAt)
      .map((p) => [p.plan.id, { roomTypes: new Set(p.prices.keys()), label: p.plan.name, derived: p.plan.derivedFrom !== null }]),
  );
  const rooms = new Map<string, { roomTypeId: string; night: string; before: RoomEntry; after: RoomEntry }>();
  const rates = new Map<string, { ratePlanId: string; roomTypeId: string; night: string; before: RateEntry; after: RateEntry }>();

  changes.forEach((c, i) => {
    const unknownType = c.roomTypeIds.find((id) => !liveTypes.has(id));
    if (unknownType)
      throw badRequest('Choose room types of this hotel.', { [`changes.${i}.roomTypeIds`]: 'Not a room type of this hotel.' });
    const unknownPlan = c.ratePlanIds?.find((id) => !livePlans.has(id));
    if (unknownPlan)
      throw badRequest('Choose rate plans of this hotel.', { [`changes.${i}.ratePlanIds`]: 'Not a rate plan of this hotel.' });
    const s = c.set;
    const rateSet = RATE_FIELDS.some((f) => s[f] !== undefined) || s.priceChange !== undefined;
    const planIds = c.ratePlanIds ?? [...livePlans.keys()];
    if (s.price !== undefined || s.priceChange !== undefined || s.occupancy !== undefined) {
      const derived = planIds.find((id) => livePlans.get(id)!.derived && c.roomTypeIds.some((t) => livePlans.get(id)!.roomTypes.has(t)));
      if (derived && c.ratePlanIds)
        throw badRequest(`${livePlans.get(derived)!.label} follows another plan's price: change that plan's price instead.`, {
          [`changes.${i}.ratePlanIds`]: 'A derived plan follows its parent.',
        });
    }
    if (s.occupancy) refuseOccupancyBeyondRooms(h, s.occupancy, c.roomTypeIds, i);
    const nights = nightsOf(c.from, c.to).filter((d) => !c.weekdays || c.weekdays.includes(isoWeekday(d)));
    for (const night of nights)
      for (const roomTypeId of c.roomTypeIds) {
        if (s.rooms !== undefined || s.stopSell !== undefined) {
          const k = roomKey(roomTypeId, night);
          const stored = h.roomEntries.get(k);
          const cell = rooms.get(k) ?? {
            roomTypeId,
            night,
            before: { rooms: stored?.rooms ?? null, stopSell: stored?.stopSell ?? null },
            after: { rooms: stored?.rooms ?? null, stopSell: stored?.stopSell ?? null },
          };
          if (s.rooms !== undefined) cell.after.rooms = s.rooms;
          if (s.stopSell !== undefined) cell.after.stopSell = s.stopSell;
          rooms.set(k, cell);
        }
        if (!rateSet) continue;
        for (const ratePlanId of planIds) {
          const p = livePlans.get(ratePlanId)!;
          if (!p.roomTypes.has(roomTypeId)) continue;
          const k = rateKey(ratePlanId, roomTypeId, night);
          const stored = h.rateEntries.get(k);
          const entry: RateEntry = stored ? { ...stored } : { ...EMPTY_RATE };
          const cell = rates.get(k) ?? { ratePlanId, roomTypeId, night, before: { ...entry }, after: { ...entry } };
          const a = cell.after;
          // a derived plan's price follows its parent: a change of every plan's price leaves it to follow
          if (!p.derived) {
            if (s.price !== undefined) a.price = toPaise(s.price);
            if (s.priceChange !== undefined) {
              const inForce = a.price ?? h.plans.find((x) => x.plan.id === ratePlanId)!.prices.get(roomTypeId) ?? 0;
              a.price = adjustPrice(inForce, s.priceChange);
            }
            if (s.occupancy !== undefined) a.occupancy = s.occupancy && occupancyFromWire(s.occupancy);
          }
          if (s.minStay !== undefined) a.minStay = s.minStay;
          if (s.maxStay !== undefined) a.maxStay = s.maxStay;
          if (s.closedToArrival !== undefined) a.closedToArrival = s.closedToArrival;
          if (s.closedToDeparture !== undefined) a.closedToDeparture = s.closedToDeparture;
          if (s.closed !== undefined) a.closed = s.closed;
          rates.set(k, cell);
        }
      }
  });
  return { rooms: [...rooms.values()], rates: [...rates.values()] };
}

/**
 * 400 when a night's prices by occupancy name what no chosen room type has: a price for as many adults as
 * its base occupancy or more (the base price is theirs), or more child prices than the hotel has age bands.
 */
function refuseOccupancyBeyondRooms(
  h: HotelNights,
  o: { byAdults?: Record<string, number>; extraChild?: number[] },
  roomTypeIds: string[],
  i: number,
) {
  const bands = Math.max(1, h.ageRules.childAgeBands.length);
  if ((o.extraChild?.length ?? 0) > bands)
    throw badRequest(`One price for each of the hotel's ${bands} child age bands.`, {
      [`changes.${i}.set.occupancy.extraChild`]: `At most ${bands} prices.`,
    });
  const base = Math.min(...roomTypeIds.map((id) => h.roomTypes.find((t) => t.id === id)!.baseOccupancy));
  const beyond = Object.keys(o.byAdults ?? {}).find((n) => Number(n) >= base);
  if (beyond)
    throw badRequest(`A price by adults is for fewer than the base occupancy (${base}).`, {
      [`changes.${i}.set.occupancy.byAdults`]: `Use 1 to ${base - 1} adults.`,
    });
}

/** The in-force value of a field from a stored entry (null columns follow the default). */
function inForce(
  h: HotelNights,
  cell: { ratePlanId?: string; roomTypeId: string; night: string },
  field: string,
  entry: RoomEntry | RateEntry,
): Value {
  const v = (entry as Record<string, Value>)[field];
  if (field === 'occupancy') {
    const planPrices = h.plans.find((p) => p.plan.id === cell.ratePlanId)?.occupancy.get(cell.roomTypeId);
    return occupancyToWire(occupancyPricesInForce(planPrices, v as OccupancyPrices | null));
  }
  if (v !== null && v !== undefined) return field === 'price' ? toRupees(v as number) : v;
  if (cell.ratePlanId === undefined) return field === 'rooms' ? h.roomTypes.find((t) => t.id === cell.roomTypeId)!.rooms : false;
  if (field === 'price') return toRupees(h.plans.find((p) => p.plan.id === cell.ratePlanId)!.prices.get(cell.roomTypeId) ?? 0);
  if (field === 'minStay') return 1;
  if (field === 'maxStay') return null;
  return false;
}

/** Equal values; prices by occupancy compared figure by figure (the order of their keys aside). */
const canonical = (v: Value) =>
  v !== null && typeof v === 'object'
    ? JSON.stringify([Object.entries(v.byAdults ?? {}).sort(), v.extraAdult ?? null, v.extraChild ?? null])
    : v;
const same = (a: Value, b: Value) => canonical(a) === canonical(b);

/** The rows of history an edit writes: one a field of a cell whose value in force moves. */
function changeRows(h: HotelNights, editId: string, p: ReturnType<typeof plan>): { rows: ChangeRow[]; cells: number } {
  const rows: ChangeRow[] = [];
  let cells = 0;
  const add = (
    cell: { ratePlanId?: string; roomTypeId: string; night: string; before: object; after: object },
    fields: readonly string[],
  ) => {
    let moved = false;
    for (const field of fields) {
      const before = (cell.before as Record<string, Value>)[field] ?? null;
      const after = (cell.after as Record<string, Value>)[field] ?? null;
      const oldValue = inForce(h, cell, field, cell.before as RoomEntry);
      const newValue = inForce(h, cell, field, cell.after as RoomEntry);
      const sameValue = same(oldValue, newValue);
      if (same(before, after) && sameValue) continue;
      if (sameValue && before !== null && after !== null) continue;
      moved ||= !sameValue;
      rows.push({
        editId,
        roomTypeId: cell.roomTypeId,
        ratePlanId: cell.ratePlanId ?? null,
        night: cell.night,
        field,
        oldValue,
        newValue,
        oldStored: before,
      });
    }
    if (moved) cells++;
  };
  for (const c of p.rooms) add(c, ROOM_FIELDS);
  for (const c of p.rates) add(c, RATE_FIELDS);
  return { rows, cells };
}

/** A cell whose stored entry the edit leaves as it was is not written again. */
const moved = (c: { before: object; after: object }) =>
  Object.keys(c.after).some((f) => !same((c.before as Record<string, Value>)[f] ?? null, (c.after as Record<string, Value>)[f] ?? null));

/** Writes the entries of the cells an edit (or an undo) changes. */
async function saveCells(db: Db, p: ReturnType<typeof plan>) {
  await saveRoomNights(
    db,
    p.rooms.filter(moved).map((c) => ({ roomTypeId: c.roomTypeId, night: c.night, ...c.after })),
  );
  await saveRateNights(
    db,
    p.rates.filter(moved).map((c) => ({ ratePlanId: c.ratePlanId, roomTypeId: c.roomTypeId, night: c.night, ...c.after })),
  );
}

/** 409 naming the nights where rooms to sell would fall below the rooms sold or held. */
function refuseBelowSold(h: HotelNights, rooms: { roomTypeId: string; night: string; after: RoomEntry }[]) {
  const below = rooms.filter((c) => c.after.rooms !== null && c.after.rooms < h.roomNight(c.roomTypeId, c.night).taken);
  if (!below.length) return;
  const names = [...new Set(below.map((c) => c.night))].sort().slice(0, 10).map(shortDay);
  throw conflict(`More rooms are already sold or held than that on ${names.join(', ')}.`, 'rooms_below_sold');
}

const span = (changes: { from: string; to: string }[]) => ({
  from: changes.reduce((m, c) => (c.from < m ? c.from : m), changes[0]!.from),
  to: changes.reduce((m, c) => (c.to > m ? c.to : m), changes[0]!.to),
});

export async function editCalendar(
  db: Db,
  hotelId: string,
  actor: SessionUser,
  body: { changes: CalendarChange[]; dryRun: boolean },
): Promise<CalendarEdit> {
  return db.transaction(async (tx) => {
    await lockHotel(tx, hotelId);
    const { from, to } = span(body.changes);
    const h = await loadHotelNights(tx, hotelId, from, to);
    const p = plan(h, body.changes);
    refuseBelowSold(h, p.rooms);
    if (body.dryRun) return { editId: null, cells: changeRows(h, '', p).cells };
    const edit = await insertEdit(tx, { hotelId, userId: actor.id, byName: nameOf(actor) });
    const { rows, cells } = changeRows(h, edit.id, p);
    await saveCells(tx, p);
    await insertChanges(tx, rows);
    return { editId: edit.id, cells };
  });
}

export async function undoLastEdit(db: Db, hotelId: string, actor: SessionUser): Promise<CalendarEdit> {
  return db.transaction(async (tx) => {
    await lockHotel(tx, hotelId);
    const last = await lastEditBy(tx, hotelId, actor.id);
    if (!last) throw conflict('You have no calendar edit of this hotel to undo.', 'nothing_to_undo');
    const changes = await changesOf(tx, last.id);
    const nights = changes.map((c) => c.night).sort();
    const h = await loadHotelNights(tx, hotelId, nights[0] ?? '2000-01-01', nights.at(-1) ?? '2000-01-01');
    // each cell's entry now, with the fields the edit changed put back as they were stored
    const rooms = new Map<string, { roomTypeId: string; night: string; before: RoomEntry; after: RoomEntry }>();
    const rates = new Map<string, { ratePlanId: string; roomTypeId: string; night: string; before: RateEntry; after: RateEntry }>();
    for (const c of changes) {
      if (c.ratePlanId === null) {
        const k = roomKey(c.roomTypeId, c.night);
        const e = h.roomEntries.get(k);
        const cell = rooms.get(k) ?? {
          roomTypeId: c.roomTypeId,
          night: c.night,
          before: { rooms: e?.rooms ?? null, stopSell: e?.stopSell ?? null },
          after: { rooms: e?.rooms ?? null, stopSell: e?.stopSell ?? null },
        };
        (cell.after as Record<string, Value>)[c.field] = c.oldStored ?? null;
        rooms.set(k, cell);
      } else {
        if (!h.plans.some((p) => p.plan.id === c.ratePlanId)) continue;
        const k = rateKey(c.ratePlanId, c.roomTypeId, c.night);
        const e = h.rateEntries.get(k);
        const entry: RateEntry = e ? { ...e } : { ...EMPTY_RATE };
        const cell = rates.get(k) ?? {
          ratePlanId: c.ratePlanId,
          roomTypeId: c.roomTypeId,
          night: c.night,
          before: { ...entry },
          after: { ...entry },
        };
        (cell.after as Record<string, Value>)[c.field] = c.oldStored ?? null;
        rates.set(k, cell);
      }
    }
    const p = { rooms: [...rooms.values()], rates: [...rates.values()] };
    refuseBelowSold(h, p.rooms);
    const undo = await insertEdit(tx, { hotelId, userId: actor.id, byName: nameOf(actor), undoes: last.id });
    const { rows, cells } = changeRows(h, undo.id, p);
    await saveCells(tx, p);
    await insertChanges(tx, rows);
    await markUndone(tx, last.id);
    return { editId: undo.id, cells };
  });
}

export async function nightHistory(db: Db, hotelId: string, date: string, roomTypeId?: string): Promise<HistoryEntry[]> {
  const rows = await historyOf(db, hotelId, date, roomTypeId);
  return rows.map(({ change: c, by, at }) => ({
    date: c.night,
    roomTypeId: c.roomTypeId,
    ratePlanId: c.ratePlanId,
    field: c.field,
    old: c.oldValue ?? null,
    new: c.newValue ?? null,
    by,
    at: at.toISOString(),
    editId: c.editId,
  }));
}
