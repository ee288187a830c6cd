// Who stays in each room of a hotel booking or search: adults, and each child's age at check-in. The wire form
// (`occupancy=2:5,9`, once per room), the default, the spread of the specs' `guests`/`roomCount`, the
// hotel's age rules and whether a room type fits a room's guests, with the reason when not. Zod-free, so
// every page may import it (docs/decisions/0064-guests-by-age-and-rooms-by-occupancy.md).

export const MAX_ROOMS = 6;
export const MAX_GUESTS_PER_ROOM = 8;
export const MAX_CHILD_AGE = 17;
export const MAX_CHILD_AGE_BANDS = 3;

/** One room's guests: adults, and the age (0–17, at check-in) of each child. */
export type RoomGuests = { adults: number; childAges: number[] };
/** Every room of a stay, in order. */
export type Occupancy = RoomGuests[];

/** One room, two adults. */
export const defaultOccupancy = (): Occupancy => [{ adults: 2, childAges: [] }];

const ROOM = /^(\d{1,2})(?::(\d{1,2}(?:,\d{1,2})*)?)?$/;

/** Why one room's guests cannot be taken (null when they can). */
export function roomGuestsProblem(r: RoomGuests): string | null {
  if (!Number.isInteger(r.adults) || r.adults < 1) return 'At least 1 adult in each room.';
  if (r.childAges.some((a) => !Number.isInteger(a) || a < 0 || a > MAX_CHILD_AGE))
    return `A child's age is 0 to ${MAX_CHILD_AGE} (from ${MAX_CHILD_AGE + 1}, an adult).`;
  if (r.adults + r.childAges.length > MAX_GUESTS_PER_ROOM) return `At most ${MAX_GUESTS_PER_ROOM} guests in a room.`;
  return null;
}

/** Why a stay's rooms cannot be taken (null when they can). */
export function occupancyProblem(rooms: Occupancy): string | null {
  if (rooms.length < 1) return 'At least 1 room.';
  if (rooms.length > MAX_ROOMS) return `At most ${MAX_ROOMS} rooms.`;
  for (const r of rooms) {
    const p = roomGuestsProblem(r);
    if (p) return p;
  }
  return null;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** `2` (two adults), `2:5,9` (two adults, children of 5 and 9); `2:` is two adults too. */
export function parseRoomGuests(text: string): Parsed<RoomGuests> {
  const m = ROOM.exec(text.trim());
  if (!m) return { ok: false, error: 'Use adults, then the children’s ages: 2 or 2:5,9.' };
  const room = { adults: Number(m[1]), childAges: m[2] ? m[2].split(',').map(Number) : [] };
  const problem = roomGuestsProblem(room);
  return problem ? { ok: false, error: problem } : { ok: true, value: room };
}

/** The query's `occupancy`, one value a room (a single value or a repeated one). Nothing given: the default. */
export function parseOccupancy(values: string | readonly string[] | undefined): Parsed<Occupancy> {
  const list = values === undefined ? [] : typeof values === 'string' ? [values] : values;
  if (list.length === 0) return { ok: true, value: defaultOccupancy() };
  if (list.length > MAX_ROOMS) return { ok: false, error: `At most ${MAX_ROOMS} rooms.` };
  const rooms: Occupancy = [];
  for (const v of list) {
    const r = parseRoomGuests(v);
    if (!r.ok) return r;
    rooms.push(r.value);
  }
  return { ok: true, value: rooms };
}

/** One room on the wire: `2`, or `2:5,9`. */
export const formatRoomGuests = (r: RoomGuests): string => (r.childAges.length ? `${r.adults}:${r.childAges.join(',')}` : `${r.adults}`);
/** Every room on the wire, one value a room (`occupancy=…` repeated). */
export const formatOccupancy = (rooms: Occupancy): string[] => rooms.map(formatRoomGuests);

/** Whether two occupancies are the same rooms with the same guests (children's order aside). */
export const sameOccupancy = (a: Occupancy, b: Occupancy): boolean =>
  a.length === b.length &&
  a.every(
    (r, i) =>
      r.adults === b[i]!.adults &&
      [...r.childAges].sort((x, y) => x - y).join(',') === [...b[i]!.childAges].sort((x, y) => x - y).join(','),
  );

export const totalAdults = (rooms: Occupancy): number => rooms.reduce((n, r) => n + r.adults, 0);
export const totalChildren = (rooms: Occupancy): number => rooms.reduce((n, r) => n + r.childAges.length, 0);
export const totalGuests = (rooms: Occupancy): number => totalAdults(rooms) + totalChildren(rooms);

/**
 * The specs' `guests` and `roomCount` as rooms: all adults, spread as evenly as the rooms allow (the first
 * rooms take one more), every room at least one adult. `roomCount` left out: as many rooms as `guests`
 * need at `perRoom` adults a room (two, a standard room).
 */
export function spreadGuests(guests: number, roomCount?: number, perRoom = 2): Occupancy {
  const people = Math.max(1, Math.floor(guests));
  const rooms = Math.max(1, Math.floor(roomCount ?? Math.ceil(people / Math.max(1, perRoom))));
  const each = Math.floor(people / rooms);
  const more = people % rooms;
  return Array.from({ length: rooms }, (_, i) => ({ adults: Math.max(1, each + (i < more ? 1 : 0)), childAges: [] }));
}

// ---------- the hotel's age rules ----------

/** Ages inclusive. */
export type AgeBand = { fromAge: number; toAge: number };
export type AgeRules = {
  /** below this age a child is an infant: takes no place (a cot) and pays nothing */
  infantBelowAge: number;
  /** from this age a child counts, and pays, as an adult */
  adultFromAge: number;
  /** up to three bands between them, in order, covering every child age; none: one band */
  childAgeBands: AgeBand[];
};
export const DEFAULT_INFANT_BELOW_AGE = 2;
export const DEFAULT_ADULT_FROM_AGE = 12;
export const DEFAULT_AGE_RULES: Readonly<AgeRules> = {
  infantBelowAge: DEFAULT_INFANT_BELOW_AGE,
  adultFromAge: DEFAULT_ADULT_FROM_AGE,
  childAgeBands: [],
};

/** Why a hotel's age rules cannot stand (null when they can), and the field at fault. */
export function ageRulesProblem(r: AgeRules): { path: string; message: string } | null {
  if (!Number.isInteger(r.infantBelowAge) || r.infantBelowAge < 0 || r.infantBelowAge > MAX_CHILD_AGE)
    return { path: 'infantBelowAge', message: `Use an age from 0 to ${MAX_CHILD_AGE}.` };
  if (!Number.isInteger(r.adultFromAge) || r.adultFromAge < 1 || r.adultFromAge > MAX_CHILD_AGE + 1)
    return { path: 'adultFromAge', message: `Use an age from 1 to ${MAX_CHILD_AGE + 1}.` };
  if (r.adultFromAge <= r.infantBelowAge) return { path: 'adultFromAge', message: 'Must be above the infants’ age.' };
  const bands = r.childAgeBands;
  if (bands.length > MAX_CHILD_AGE_BANDS) return { path: 'childAgeBands', message: `At most ${MAX_CHILD_AGE_BANDS} age bands.` };
  if (bands.length === 0) return null;
  let next = r.infantBelowAge;
  for (const [i, b] of bands.entries()) {
    if (b.fromAge !== next)
      return { path: `childAgeBands.${i}.fromAge`, message: `Start at ${next}: the bands cover every child’s age in order.` };
    if (b.toAge < b.fromAge) return { path: `childAgeBands.${i}.toAge`, message: 'Must not be below the band’s first age.' };
    next = b.toAge + 1;
  }
  if (next !== r.adultFromAge)
    return { path: `childAgeBands.${bands.length - 1}.toAge`, message: `End at ${r.adultFromAge - 1}: from ${r.adultFromAge}, an adult.` };
  return null;
}

/** The hotel's child bands as priced: its own, else one band of every child's age. */
export const childBandsOf = (r: AgeRules): AgeBand[] =>
  r.childAgeBands.length ? r.childAgeBands : [{ fromAge: r.infantBelowAge, toAge: r.adultFromAge - 1 }];

/** What a guest of that age counts as: an infant, a child of band `band` (0-based), or an adult. */
export type AgeKind = { kind: 'infant' } | { kind: 'child'; band: number } | { kind: 'adult' };
export function ageKind(age: number, r: AgeRules): AgeKind {
  if (age < r.infantBelowAge) return { kind: 'infant' };
  if (age >= r.adultFromAge) return { kind: 'adult' };
  const band = childBandsOf(r).findIndex((b) => age >= b.fromAge && age <= b.toAge);
  return { kind: 'child', band: Math.max(0, band) };
}

/** A room's guests as the hotel counts them: adults (older children among them), children by band, infants. */
export type CountedGuests = { adults: number; children: number; infants: number; childBands: number[] };
export function countGuests(room: RoomGuests, r: AgeRules = DEFAULT_AGE_RULES): CountedGuests {
  const counted: CountedGuests = { adults: room.adults, children: 0, infants: 0, childBands: [] };
  for (const age of room.childAges) {
    const k = ageKind(age, r);
    if (k.kind === 'infant') counted.infants++;
    else if (k.kind === 'adult') counted.adults++;
    else {
      counted.children++;
      counted.childBands.push(k.band);
    }
  }
  return counted;
}

// ---------- does a room type fit ----------

export type RoomLimits = { maxAdults: number; maxChildren: number; maxOccupancy: number };
/** The rule a room's guests break: too many adults, children, or guests in all; `limit` is the room's. */
export type FitRefusal = { rule: 'adults' | 'children' | 'guests'; limit: number };

/** Why a room type cannot take a room's guests (null when it fits). Infants take no place. */
export function fitRefusal(limits: RoomLimits, room: RoomGuests, r: AgeRules = DEFAULT_AGE_RULES): FitRefusal | null {
  const c = countGuests(room, r);
  if (c.adults > limits.maxAdults) return { rule: 'adults', limit: limits.maxAdults };
  if (c.children > limits.maxChildren) return { rule: 'children', limit: limits.maxChildren };
  if (c.adults + c.children > limits.maxOccupancy) return { rule: 'guests', limit: limits.maxOccupancy };
  return null;
}
export const fits = (limits: RoomLimits, room: RoomGuests, r: AgeRules = DEFAULT_AGE_RULES): boolean =>
  fitRefusal(limits, room, r) === null;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** The refusal in a guest's words: 'Fits at most 2 adults', 'Takes no children', 'Fits at most 3 guests'. */
export function fitReasonWords(f: FitRefusal): string {
  if (f.rule === 'children' && f.limit === 0) return 'Takes no children';
  const what =
    f.rule === 'adults'
      ? plural(f.limit, 'adult', 'adults')
      : f.rule === 'children'
        ? plural(f.limit, 'child', 'children')
        : plural(f.limit, 'guest', 'guests');
  return `Fits at most ${what}`;
}
