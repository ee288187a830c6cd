// The cheapest way to put a party's rooms into a hotel's room types (issue 29): each room asked for takes
// one room of a type that fits its guests, under that type's cheapest sellable plan for them, and no type
// gives more rooms than it has left. At most 6 rooms and a hotel's few types: an exhaustive search with
// pruning. Zod-free (docs/decisions/0064-guests-by-age-and-rooms-by-occupancy.md).

/** One way to sell room `room` of the party: a type, its plan, and what it costs the room for the stay. */
export type RoomOption = { roomTypeId: string; ratePlanId: string; cost: number };
export type RoomPick = { roomTypeId: string; ratePlanId: string };

/**
 * For each room asked for (its options, any order), the pick of the cheapest combination that fits the
 * rooms left of every type; null when there is none. Ties go to the earlier option (the owner's order).
 */
export function cheapestCombination(options: RoomOption[][], roomsLeft: ReadonlyMap<string, number>): RoomPick[] | null {
  const sorted = options.map((os) => [...os].sort((a, b) => a.cost - b.cost));
  // the cheapest each room could cost alone: a lower bound on what the rooms after it add
  const floor = sorted.map((os) => os[0]?.cost ?? Infinity);
  const rest = floor.map((_, i) => floor.slice(i).reduce((n, c) => n + c, 0));
  if (!Number.isFinite(rest[0] ?? 0)) return null;
  const used = new Map<string, number>();
  const current: RoomOption[] = [];
  let best: RoomOption[] | null = null;
  let bestCost = Infinity;
  const visit = (i: number, cost: number) => {
    if (cost + (rest[i] ?? 0) >= bestCost) return;
    if (i === sorted.length) {
      best = [...current];
      bestCost = cost;
      return;
    }
    for (const o of sorted[i]!) {
      const taken = used.get(o.roomTypeId) ?? 0;
      if (taken >= (roomsLeft.get(o.roomTypeId) ?? 0)) continue;
      used.set(o.roomTypeId, taken + 1);
      current.push(o);
      visit(i + 1, cost + o.cost);
      current.pop();
      used.set(o.roomTypeId, taken);
    }
  };
  visit(0, 0);
  return best === null ? null : (best as RoomOption[]).map(({ roomTypeId, ratePlanId }) => ({ roomTypeId, ratePlanId }));
}
