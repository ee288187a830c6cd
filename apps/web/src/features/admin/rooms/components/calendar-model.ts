// The calendar screen's rows and selection, from the calendar answer: each live room type (rooms left of
// rooms to sell, stop-sell) followed by a row per plan selling it (price and restrictions), and the nights
// as columns. Pure, so the grid and the phone's day list draw the same thing.
import type { Calendar, NightOccupancy, RatePlan, RateNight, RoomNight, RoomType } from '@raahi/contract/rooms';
import { addDays, daysBetween } from '@raahi/contract/rules/dates';
import type { Words } from '@raahi/contract/i18n/catalogue';
import { storedWord } from '@raahi/contract/i18n/stored-words';

export type RoomRow = { kind: 'room'; key: string; roomTypeId: string; label: string; nights: RoomNight[] };
export type RateRow = {
  kind: 'rate';
  key: string;
  roomTypeId: string;
  ratePlanId: string;
  roomLabel: string;
  label: string;
  /** its price follows its parent plan: only its restrictions are set here */
  derived: boolean;
  /** the room type's base occupancy and the plan's prices by guests for it (a night may set its own) */
  baseOccupancy: number;
  planOccupancy: NightOccupancy;
  nights: RateNight[];
};
export type CalendarRow = RoomRow | RateRow;

export function nightsOf(from: string, to: string): string[] {
  const n = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, n) }, (_, i) => addDays(from, i));
}

/** The rows in the owner's order; nights missing from the answer are left out of nothing (the answer has every night). */
export function calendarRows(cal: Calendar, roomTypes: RoomType[], plans: RatePlan[], t: Words['t']): CalendarRow[] {
  const planOf = new Map(plans.map((p) => [p._id, p]));
  const rows: CalendarRow[] = [];
  for (const rt of roomTypes) {
    if (rt.archivedAt) continue;
    const room = cal.roomTypes.find((r) => r.roomTypeId === rt._id);
    if (!room) continue;
    const name = storedWord(t, rt.name);
    rows.push({ kind: 'room', key: rt._id, roomTypeId: rt._id, label: name, nights: room.nights });
    for (const p of plans) {
      const rate = cal.rates.find((r) => r.ratePlanId === p._id && r.roomTypeId === rt._id);
      if (!rate || p.archivedAt) continue;
      rows.push({
        kind: 'rate',
        key: `${rt._id}:${p._id}`,
        roomTypeId: rt._id,
        ratePlanId: p._id,
        roomLabel: name,
        label: storedWord(t, planOf.get(p._id)?.name ?? ''),
        derived: p.derivedFrom !== null,
        baseOccupancy: rt.baseOccupancy,
        planOccupancy: planOccupancyOf(p, rt._id),
        nights: rate.nights,
      });
    }
  }
  return rows;
}

/** a plan's prices by guests for a room type (none when it sells it at the base price alone) */
function planOccupancyOf(p: RatePlan, roomTypeId: string): NightOccupancy {
  const x = p.prices.find((price) => price.roomTypeId === roomTypeId);
  return { byAdults: x?.byAdults, extraAdult: x?.extraAdult, extraChild: x?.extraChild };
}

export const roomsLeft = (n: RoomNight) => Math.max(0, n.rooms - n.sold - n.held);

export type Cell = { row: number; col: number };
export type Selection = { anchor: Cell; focus: Cell };
export type Box = { rows: [number, number]; cols: [number, number] };

export const boxOf = ({ anchor, focus }: Selection): Box => ({
  rows: [Math.min(anchor.row, focus.row), Math.max(anchor.row, focus.row)],
  cols: [Math.min(anchor.col, focus.col), Math.max(anchor.col, focus.col)],
});

export const cellCount = (b: Box) => (b.rows[1] - b.rows[0] + 1) * (b.cols[1] - b.cols[0] + 1);

/** What a bulk edit of the selected cells names: its nights, room types and (for rate rows) plans. */
export function selectionScope(box: Box, rows: CalendarRow[], nights: string[]) {
  const picked = rows.slice(box.rows[0], box.rows[1] + 1);
  return {
    from: nights[box.cols[0]]!,
    to: nights[box.cols[1]]!,
    roomTypeIds: [...new Set(picked.map((r) => r.roomTypeId))],
    ratePlanIds: [...new Set(picked.flatMap((r) => (r.kind === 'rate' ? [r.ratePlanId] : [])))],
  };
}
export type Scope = ReturnType<typeof selectionScope>;
