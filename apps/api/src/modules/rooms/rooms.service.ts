// A hotel's room types and rate plans: the owner's (and admins') forms. Access is the row's; the hotel is the
// subject the access rule loaded. Each write runs in one transaction with the hotel's summary (its lowest
// price and its rooms) brought up to date.
import type { RatePlanInput, RoomTypeInput } from '@raahi/contract/rooms';
import { todayInIndia } from '@raahi/contract/rules/dates';
import type * as z from 'zod/mini';
import type { ratePlanInput, roomTypeInput } from '@raahi/contract/rooms';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { toPaise } from '../../lib/money.ts';
import { occupancyFromWire, type RatePlanRow, type RoomTypeRow } from './rooms.wire.ts';
import { nightsOverRooms } from './calendar.repo.ts';
import {
  basePrices,
  derivedPlansOf,
  isBooked,
  listRatePlanRows,
  listRoomTypeRows,
  listStoredPrices,
  nextPosition,
  ratePlanRows,
  refreshHotelSummary,
  roomTypeRows,
  setPlanPrices,
} from './rooms.repo.ts';
import { shortDay } from '@raahi/contract/rules/sellability';

type RoomTypeBody = z.output<typeof roomTypeInput>;
type RatePlanBody = z.output<typeof ratePlanInput>;
export type { RatePlanInput, RoomTypeInput };

const roomTypeValues = (b: RoomTypeBody) => ({
  name: b.name,
  description: b.description,
  photos: b.photos,
  beds: b.beds,
  sizeSqm: b.sizeSqm ?? null,
  baseOccupancy: b.baseOccupancy,
  maxAdults: b.maxAdults,
  maxChildren: b.maxChildren,
  maxOccupancy: b.maxOccupancy,
  amenities: b.amenities,
  rooms: b.rooms,
});

export async function findRoomType(db: Db, hotelId: string, id: string): Promise<RoomTypeRow> {
  const row = isId(id) ? await roomTypeRows.find(db, id) : undefined;
  if (!row || row.hotelId !== hotelId) throw notFound('Room type');
  return row;
}

export async function findRatePlan(db: Db, hotelId: string, id: string): Promise<RatePlanRow> {
  const row = isId(id) ? await ratePlanRows.find(db, id) : undefined;
  if (!row || row.hotelId !== hotelId) throw notFound('Rate plan');
  return row;
}

/** The hotel's plans with their base prices a night per room type (paise). */
export async function ratePlansWithPrices(db: Db, hotelId: string) {
  const plans = await listRatePlanRows(db, hotelId);
  const prices = basePrices(
    plans,
    await listStoredPrices(
      db,
      plans.map((p) => p.id),
    ),
  );
  return plans.map((p) => ({ plan: p, prices: prices.get(p.id) ?? [] }));
}

export const listRoomTypes = listRoomTypeRows;

export async function createRoomType(db: Db, hotelId: string, body: RoomTypeBody) {
  return db.transaction(async (tx) => {
    const row = await roomTypeRows.insert(tx, { hotelId, ...roomTypeValues(body), position: await nextPosition(tx, 'roomTypes', hotelId) });
    await refreshHotelSummary(tx, hotelId);
    return row;
  });
}

export async function updateRoomType(db: Db, hotelId: string, id: string, body: RoomTypeBody) {
  return db.transaction(async (tx) => {
    const before = await findRoomType(tx, hotelId, id);
    if (body.rooms < before.rooms) {
      // nights that follow the room type's count must keep the rooms already sold on them
      const over = await nightsOverRooms(tx, id, body.rooms, todayInIndia());
      if (over.length)
        throw conflict(`More rooms are already sold than ${body.rooms} on ${over.map(shortDay).join(', ')}.`, 'rooms_below_sold');
    }
    const row = (await roomTypeRows.update(tx, id, roomTypeValues(body)))!;
    await refreshHotelSummary(tx, hotelId);
    return row;
  });
}

const liveCount = (rows: { archivedAt: Date | null }[]) => rows.filter((r) => !r.archivedAt).length;

/** Erases a room type nothing was booked in, archives one with bookings; the hotel keeps one at least. */
export async function removeRoomType(db: Db, hotelId: string, id: string) {
  return db.transaction(async (tx) => {
    const row = await findRoomType(tx, hotelId, id);
    if (!row.archivedAt && liveCount(await listRoomTypeRows(tx, hotelId)) <= 1)
      throw conflict('A hotel sells at least one room type: add another before removing this one.', 'last_room_type');
    const archived = await isBooked(tx, { roomTypeId: id });
    if (archived) await roomTypeRows.update(tx, id, { archivedAt: row.archivedAt ?? new Date() });
    else await roomTypeRows.remove(tx, id);
    await refreshHotelSummary(tx, hotelId);
    return { message: archived ? 'Room type archived: it has bookings.' : 'Room type deleted.', archived };
  });
}

/** A plan body's parent and prices, checked against the hotel's room types and plans. */
async function planValues(db: Db, hotelId: string, body: RatePlanBody, self?: string) {
  const types = new Set((await listRoomTypeRows(db, hotelId)).filter((t) => !t.archivedAt).map((t) => t.id));
  const unknown = body.prices.findIndex((p) => !types.has(p.roomTypeId));
  if (unknown >= 0)
    throw badRequest('Choose room types of this hotel.', { [`prices.${unknown}.roomTypeId`]: 'Not a room type of this hotel.' });
  const d = body.derivedFrom ?? null;
  if (d) {
    const parent = isId(d.ratePlanId) ? await ratePlanRows.find(db, d.ratePlanId) : undefined;
    if (!parent || parent.hotelId !== hotelId || parent.archivedAt || parent.id === self)
      throw badRequest('Choose another plan of this hotel to follow.', { 'derivedFrom.ratePlanId': 'Not a plan of this hotel.' });
    if (parent.derivedFrom)
      throw badRequest('Follow a plan with prices of its own.', { 'derivedFrom.ratePlanId': 'That plan follows another.' });
    if (self && (await derivedPlansOf(db, self)).length)
      throw badRequest('Plans follow this one, so it keeps prices of its own.', { derivedFrom: 'Other plans follow this one.' });
  }
  return {
    row: {
      name: body.name,
      mealPlan: body.mealPlan,
      cancellationPolicy: body.cancellationPolicy,
      derivedFrom: d?.ratePlanId ?? null,
      derivePercent: d?.percent ?? null,
      deriveAmount: d?.rupees !== undefined ? toPaise(d.rupees) : null,
      minDaysBefore: body.minDaysBefore ?? null,
      maxDaysBefore: body.maxDaysBefore ?? null,
    },
    prices: body.prices.map(({ roomTypeId, price, ...occupancy }) => ({
      roomTypeId,
      price: d ? null : toPaise(price!),
      occupancy: d ? null : occupancyFromWire(occupancy),
    })),
  };
}

export async function createRatePlan(db: Db, hotelId: string, body: RatePlanBody) {
  return db.transaction(async (tx) => {
    const v = await planValues(tx, hotelId, body);
    const row = await ratePlanRows.insert(tx, { hotelId, ...v.row, position: await nextPosition(tx, 'ratePlans', hotelId) });
    await setPlanPrices(tx, row.id, v.prices);
    await refreshHotelSummary(tx, hotelId);
    return row;
  });
}

export async function updateRatePlan(db: Db, hotelId: string, id: string, body: RatePlanBody) {
  return db.transaction(async (tx) => {
    await findRatePlan(tx, hotelId, id);
    const v = await planValues(tx, hotelId, body, id);
    const row = (await ratePlanRows.update(tx, id, v.row))!;
    await setPlanPrices(tx, id, v.prices);
    await refreshHotelSummary(tx, hotelId);
    return row;
  });
}

export async function removeRatePlan(db: Db, hotelId: string, id: string) {
  return db.transaction(async (tx) => {
    const row = await findRatePlan(tx, hotelId, id);
    if (!row.archivedAt && liveCount(await listRatePlanRows(tx, hotelId)) <= 1)
      throw conflict('A hotel sells under one rate plan at least: add another before removing this one.', 'last_rate_plan');
    if ((await derivedPlansOf(tx, id)).length) throw conflict('Other plans follow this one: change or remove them first.', 'plan_followed');
    const archived = await isBooked(tx, { ratePlanId: id });
    if (archived) await ratePlanRows.update(tx, id, { archivedAt: row.archivedAt ?? new Date() });
    else await ratePlanRows.remove(tx, id);
    await refreshHotelSummary(tx, hotelId);
    return { message: archived ? 'Rate plan archived: it has bookings.' : 'Rate plan deleted.', archived };
  });
}

/**
 * The hotel form of the specs still sets one price, one room count and one policy: an edit that changes them
 * changes the hotel's default room type (its rooms, the others' kept) and default plan (its base price of
 * that room, its policy), so older clients keep selling what they set. Then the hotel's summary follows.
 */
export async function followHotelForm(
  db: Db,
  hotelId: string,
  changed: { price?: number; rooms?: number; cancellationPolicy?: RatePlanRow['cancellationPolicy'] },
) {
  await db.transaction(async (tx) => {
    const types = (await listRoomTypeRows(tx, hotelId)).filter((t) => !t.archivedAt);
    const first = types[0];
    if (!first) return;
    if (changed.rooms !== undefined) {
      const others = types.slice(1).reduce((n, t) => n + t.rooms, 0);
      await roomTypeRows.update(tx, first.id, { rooms: Math.max(1, changed.rooms - others) });
    }
    const plans = await ratePlansWithPrices(tx, hotelId);
    const plan = plans.find((p) => !p.plan.archivedAt && !p.plan.derivedFrom && p.prices.some((x) => x.roomTypeId === first.id));
    if (plan && changed.cancellationPolicy !== undefined)
      await ratePlanRows.update(tx, plan.plan.id, { cancellationPolicy: changed.cancellationPolicy });
    if (plan && changed.price !== undefined)
      await setPlanPrices(
        tx,
        plan.plan.id,
        plan.prices.map((x) => ({ ...x, price: x.roomTypeId === first.id ? changed.price! : x.price })),
      );
    await refreshHotelSummary(tx, hotelId);
  });
}
