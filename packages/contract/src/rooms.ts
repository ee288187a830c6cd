// Rooms and rates of a hotel: its room types, its rate plans, and the calendar of nights (rooms to sell,
// prices, stay restrictions) its owner keeps; and the guest's answer of what can be booked for a stay.
// The rules are in rules/rates.ts and rules/sellability.ts (docs/decisions/0053-rooms-and-rates.md).
import * as z from 'zod/mini';
import { storedCancellationPolicy, cancellationPolicyOf } from './cancellation-policy.ts';
import { anyone, rowsFor } from './collection.ts';
import {
  calendarDate,
  deleteResult,
  id,
  imagePath,
  lines,
  longText,
  pathId,
  requiredText,
  rupees,
  timestamps,
  wholeNumber,
} from './fields.ts';
import { MAX_CALENDAR_NIGHTS, MAX_STAY_NIGHTS, MONTH_PATTERN, NIGHT_PRICE_MONTHS_AHEAD, RATE_MEAL_PLANS } from './rules/rates.ts';
import { daysBetween, todayInIndia } from './rules/dates.ts';
import { MAX_CHILD_AGE_BANDS, MAX_GUESTS_PER_ROOM } from './rules/occupancy.ts';
import { STAY_REFUSAL_CODES } from './rules/sellability.ts';
import { ageRules, occupancyQuery } from './occupancy.ts';

export const rateMealPlan = z.enum(RATE_MEAL_PLANS, 'Choose EP, CP, MAP or AP.');

// ---------- prices by occupancy (rules/occupancy-prices.ts) ----------

const ADULT_COUNT = /^[1-8]$/;
/** adults → rupees a night for that many (below the base occupancy); extra adults; one price per child band */
const occupancyPricesInput = {
  byAdults: z.optional(
    z.record(z.string().check(z.regex(ADULT_COUNT, `Use 1 to ${MAX_GUESTS_PER_ROOM} adults.`)), rupees.check(z.gt(0, 'A price above ₹0.'))),
  ),
  extraAdult: z.optional(rupees),
  extraChild: z.optional(
    z.array(rupees).check(z.maxLength(MAX_CHILD_AGE_BANDS, `One price for each of at most ${MAX_CHILD_AGE_BANDS} age bands.`)),
  ),
};
const occupancyPricesAnswer = {
  byAdults: z.optional(z.record(z.string(), z.number())),
  extraAdult: z.optional(z.number()),
  extraChild: z.optional(z.array(z.number())),
};
/** a night's own prices by occupancy (rupees), over its plan's: each figure set replaces the plan's */
export const nightOccupancy = z.object(occupancyPricesAnswer);
export type NightOccupancy = z.infer<typeof nightOccupancy>;

// ---------- room types ----------

export const roomType = z.object({
  _id: z.string(),
  hotelId: z.string(),
  name: z.string(),
  description: z.string(),
  photos: z.array(z.string()),
  /** one line a bed kind, e.g. '2 Queen beds' */
  beds: z.array(z.string()),
  sizeSqm: z.nullable(z.number()),
  baseOccupancy: z.number(),
  maxAdults: z.number(),
  maxChildren: z.number(),
  maxOccupancy: z.number(),
  amenities: z.array(z.string()),
  /** physical rooms of this type */
  rooms: z.number(),
  /** the owner's order; the first live one is the hotel's default */
  position: z.number(),
  archivedAt: z.nullable(z.string()),
  ...timestamps,
});
export type RoomType = z.infer<typeof roomType>;

const persons = (min: number, what: string) => wholeNumber(min, 50, { min: `At least ${min} ${what}.`, max: 'At most 50.' });

export const roomTypeInput = z
  .object({
    name: requiredText(120),
    description: z._default(longText(4000), ''),
    photos: z._default(z.array(imagePath).check(z.maxLength(20, 'At most 20 photos.')), []),
    beds: z._default(lines(10, 100), []),
    sizeSqm: z.optional(z.nullable(wholeNumber(1, 100_000))),
    baseOccupancy: z._default(persons(1, 'guest'), 2),
    maxAdults: z._default(persons(1, 'adult'), 2),
    maxChildren: z._default(persons(0, 'children'), 0),
    maxOccupancy: z._default(persons(1, 'guest'), 2),
    amenities: z._default(lines(), []),
    rooms: wholeNumber(1, 10_000, { min: 'At least 1 room.', max: 'At most 10,000 rooms.' }),
  })
  .check(
    z.refine((b) => b.baseOccupancy <= b.maxOccupancy, {
      path: ['baseOccupancy'],
      message: 'The base occupancy cannot exceed the maximum.',
    }),
    z.refine((b) => b.maxAdults <= b.maxOccupancy, { path: ['maxAdults'], message: 'More adults than the room fits.' }),
  );
export type RoomTypeInput = z.input<typeof roomTypeInput>;

// ---------- rate plans ----------

const derivePercent = z.number().check(z.gte(-90, 'At most 90% less.'), z.lte(500, 'At most 500% more.'));
const deriveRupees = z.number().check(z.gte(-1_000_000), z.lte(1_000_000));
const derivedFrom = z.union([z.object({ ratePlanId: id, percent: derivePercent }), z.object({ ratePlanId: id, rupees: deriveRupees })]);
export type DerivedFrom = z.infer<typeof derivedFrom>;
/** One object rather than a union in the body, so that a bad `ratePlanId` is refused by its own name. */
const derivedFromInput = z.object({ ratePlanId: id, percent: z.optional(derivePercent), rupees: z.optional(deriveRupees) }).check(
  z.refine((d) => (d.percent === undefined) !== (d.rupees === undefined), {
    path: ['percent'],
    message: 'Give either a percent or rupees.',
  }),
);

export const ratePlan = z.object({
  _id: z.string(),
  hotelId: z.string(),
  name: z.string(),
  mealPlan: rateMealPlan,
  /** null: the hotel default (rules/cancellation.ts) */
  cancellationPolicy: storedCancellationPolicy,
  /** the policy in words */
  cancellationTerms: z.string(),
  /**
   * the base price a night (rupees) of each room type it sells, for its base occupancy, and what fewer
   * adults, extra adults and children pay (rules/occupancy-prices.ts); a derived plan's follow its parent
   */
  prices: z.array(z.object({ roomTypeId: z.string(), price: z.number(), ...occupancyPricesAnswer })),
  derivedFrom: z.nullable(derivedFrom),
  minDaysBefore: z.nullable(z.number()),
  maxDaysBefore: z.nullable(z.number()),
  position: z.number(),
  archivedAt: z.nullable(z.string()),
  ...timestamps,
});
export type RatePlan = z.infer<typeof ratePlan>;

const daysBefore = z.optional(z.nullable(wholeNumber(0, 730, { max: 'At most 730 days.' })));
export const ratePlanInput = z
  .object({
    name: requiredText(120),
    mealPlan: rateMealPlan,
    cancellationPolicy: z._default(z.nullable(cancellationPolicyOf.hotel), null),
    /** a derived plan may leave out `price` (its price follows the parent, for every occupancy) */
    prices: z.array(z.object({ roomTypeId: id, price: z.optional(rupees), ...occupancyPricesInput })).check(
      z.minLength(1, 'Sell at least one room type.'),
      z.maxLength(50),
      z.refine((ps) => new Set(ps.map((p) => p.roomTypeId)).size === ps.length, 'Each room type once.'),
    ),
    derivedFrom: z.optional(z.nullable(derivedFromInput)),
    minDaysBefore: daysBefore,
    maxDaysBefore: daysBefore,
  })
  .check(
    z.refine((b) => !!b.derivedFrom || b.prices.every((p) => p.price !== undefined && p.price > 0), {
      path: ['prices'],
      message: 'Give each room type a price above ₹0.',
    }),
    z.refine((b) => b.minDaysBefore == null || b.maxDaysBefore == null || b.minDaysBefore <= b.maxDaysBefore, {
      path: ['maxDaysBefore'],
      message: 'Must not be less than the minimum.',
    }),
  );
export type RatePlanInput = z.input<typeof ratePlanInput>;

// ---------- the calendar ----------

const nightRange = <T extends { from: string; to: string }>(max: number) =>
  z.superRefine<T>((r, ctx) => {
    if (r.to < r.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must not be before from.', input: r });
    else if (daysBetween(r.from, r.to) + 1 > max)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${max} nights.`, input: r });
  });

/** `from`–`to`: nights, both ends included */
export const calendarQuery = z.object({ from: calendarDate, to: calendarDate }).check(nightRange(MAX_CALENDAR_NIGHTS));

export const roomNight = z.object({
  date: z.string(),
  /** rooms to sell that night */
  rooms: z.number(),
  /** taken by paid or confirmed bookings */
  sold: z.number(),
  /** taken by unpaid bookings still holding */
  held: z.number(),
  /** closed by the room type's imported calendars (decision 0062) */
  blocked: z.optional(z.number()),
  stopSell: z.boolean(),
});
export const rateNight = z.object({
  date: z.string(),
  /** rupees */
  price: z.number(),
  minStay: z.number(),
  maxStay: z.nullable(z.number()),
  closedToArrival: z.boolean(),
  closedToDeparture: z.boolean(),
  closed: z.boolean(),
  /** the night's own prices by occupancy (rupees), over the plan's; left out: the plan's */
  occupancy: z.optional(nightOccupancy),
});
export type RoomNight = z.infer<typeof roomNight>;
export type RateNight = z.infer<typeof rateNight>;

export const calendar = z.object({
  from: z.string(),
  to: z.string(),
  roomTypes: z.array(z.object({ roomTypeId: z.string(), nights: z.array(roomNight) })),
  rates: z.array(z.object({ ratePlanId: z.string(), roomTypeId: z.string(), nights: z.array(rateNight) })),
  /** the hotel's ages: a night's child prices are one per child age band */
  ageRules: z.optional(ageRules),
});
export type Calendar = z.infer<typeof calendar>;

const flag = z.optional(z.boolean());
const stay = (what: string) => z.optional(wholeNumber(1, MAX_STAY_NIGHTS, { min: `${what} is at least 1 night.` }));
export const priceChange = z.union([
  z.object({ percent: z.number().check(z.gte(-90, 'At most 90% less.'), z.lte(500, 'At most 500% more.')) }),
  z.object({ rupees: z.number().check(z.gte(-1_000_000), z.lte(1_000_000)) }),
]);
export type PriceChange = z.infer<typeof priceChange>;

export const calendarSet = z
  .object({
    price: z.optional(rupees.check(z.gt(0, 'A price above ₹0.'))),
    priceChange: z.optional(priceChange),
    /** the nights' own prices by occupancy (replacing any they had); null: the plan's again */
    occupancy: z.optional(
      z.nullable(
        z
          .object(occupancyPricesInput)
          .check(z.refine((o) => Object.values(o).some((v) => v !== undefined), 'Set at least one price by occupancy.')),
      ),
    ),
    rooms: z.optional(wholeNumber(0, 10_000)),
    stopSell: flag,
    minStay: stay('A minimum stay'),
    /** null: no maximum */
    maxStay: z.optional(z.nullable(wholeNumber(1, MAX_STAY_NIGHTS))),
    closedToArrival: flag,
    closedToDeparture: flag,
    closed: flag,
  })
  .check(
    z.refine((s) => Object.values(s).some((v) => v !== undefined), 'Set at least one thing.'),
    z.refine((s) => s.price === undefined || s.priceChange === undefined, {
      path: ['priceChange'],
      message: 'Set a price or change it, not both.',
    }),
  );
export type CalendarSet = z.infer<typeof calendarSet>;

export const calendarChange = z
  .object({
    from: calendarDate,
    to: calendarDate,
    /** 1 = Monday … 7 = Sunday; left out: every night */
    weekdays: z.optional(
      z.array(wholeNumber(1, 7, { min: 'Use 1 (Monday) to 7 (Sunday).', max: 'Use 1 (Monday) to 7 (Sunday).' })).check(z.minLength(1)),
    ),
    roomTypeIds: z.array(id).check(z.minLength(1, 'Choose at least one room type.'), z.maxLength(50)),
    /** the plans whose rates change; left out: every plan selling those room types */
    ratePlanIds: z.optional(z.array(id).check(z.minLength(1, 'Choose at least one plan.'), z.maxLength(50))),
    set: calendarSet,
  })
  .check(nightRange(MAX_CALENDAR_NIGHTS));
export type CalendarChange = z.infer<typeof calendarChange>;

export const calendarPatch = z.object({
  changes: z.array(calendarChange).check(z.minLength(1, 'Send at least one change.'), z.maxLength(50, 'At most 50 changes.')),
  dryRun: z._default(z.boolean(), false),
});
export type CalendarPatch = z.input<typeof calendarPatch>;

export const calendarEdit = z.object({
  /** null on a dry run */
  editId: z.nullable(z.string()),
  /** the cells that change (or would): a room type's night for rooms and stop-sell, a plan's night of a room type for rates */
  cells: z.number(),
});
export type CalendarEdit = z.infer<typeof calendarEdit>;

export const historyQuery = z.object({ date: calendarDate, roomTypeId: z.optional(id) });
const cellValue = z.union([z.number(), z.boolean(), z.null(), nightOccupancy]);
export const historyEntry = z.object({
  date: z.string(),
  roomTypeId: z.string(),
  ratePlanId: z.nullable(z.string()),
  /** price, occupancy (its prices in force), rooms, stopSell, minStay, maxStay, closedToArrival, closedToDeparture or closed */
  field: z.string(),
  old: cellValue,
  new: cellValue,
  /** who made the edit (their name) */
  by: z.string(),
  at: z.string(),
  editId: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

// ---------- the guest's rooms for a stay ----------

export const roomsQuery = z
  .object({
    checkin: calendarDate,
    checkout: calendarDate,
    guests: z._default(z.coerce.number().check(z.int('Must be a whole number.'), z.gte(1, 'At least 1 guest.'), z.lte(100)), 2),
    /** once per room (`2`, `2:5,9`): each room type says which rooms it fits, and the cheapest combination is proposed */
    occupancy: occupancyQuery,
  })
  .check(
    z.superRefine((q, ctx) => {
      if (q.checkout <= q.checkin)
        ctx.addIssue({ code: 'custom', path: ['checkout'], message: 'Check-out must be after check-in.', input: q });
      else if (daysBetween(q.checkin, q.checkout) > MAX_STAY_NIGHTS)
        ctx.addIssue({ code: 'custom', path: ['checkout'], message: `Stays of at most ${MAX_STAY_NIGHTS} nights.`, input: q });
    }),
  );
export type RoomsQuery = z.input<typeof roomsQuery>;

export const publicRoomType = z.pick(roomType, {
  _id: true,
  name: true,
  description: true,
  photos: true,
  beds: true,
  sizeSqm: true,
  baseOccupancy: true,
  maxAdults: true,
  maxChildren: true,
  maxOccupancy: true,
  amenities: true,
});
export const publicRatePlan = z.object({
  _id: z.string(),
  name: z.string(),
  mealPlan: rateMealPlan,
  /** 'Room only', 'Breakfast included', … */
  mealPlanName: z.string(),
  /** the policy itself, for a page to word in its own language (rules/cancellation.ts) */
  policy: storedCancellationPolicy,
  /** the policy in English words (the answer is kept per address for everyone, whatever their language) */
  cancellationPolicy: z.string(),
  /** for this stay, a line a period, in English ('Free cancellation until 16 Dec, 11:59') */
  cancellationTerms: z.array(z.string()),
});
/** rules/sellability.ts's StayRefusal: its code, and the date, nights, days or rooms its words name */
export const stayRefusal = z.object({
  code: z.enum(STAY_REFUSAL_CODES),
  date: z.optional(z.string()),
  nights: z.optional(z.number()),
  days: z.optional(z.number()),
  rooms: z.optional(z.number()),
});
export type StayRefusalAnswer = z.infer<typeof stayRefusal>;
export const stayOffer = z.object({
  ratePlan: publicRatePlan,
  sellable: z.boolean(),
  /** why it cannot be sold: 'Minimum 2 nights for arrivals on 31 Dec', 'Closed on 12 Nov', 'Sold out' */
  reason: z.optional(z.string()),
  /** the same as a code with what its words need, for a page to say in its own language */
  refusal: z.optional(stayRefusal),
  /** rupees a night for one room */
  nights: z.array(z.object({ date: z.string(), price: z.number() })),
  /** rupees for one room for the stay, before taxes */
  total: z.number(),
  /** GST on `total`, night by night (rupees) */
  taxes: z.number(),
  /** with `occupancy`: each room asked for that the room type fits (its place in `occupancy`), priced for its guests */
  byRoom: z.optional(
    z.array(
      z.object({
        room: z.number(),
        nights: z.array(z.object({ date: z.string(), price: z.number() })),
        total: z.number(),
        taxes: z.number(),
      }),
    ),
  ),
  /** with `occupancy`: the rooms asked for that the cheapest fitting combination puts under this plan of this room type */
  proposedFor: z.optional(z.array(z.number())),
  /**
   * with `occupancy`: what the guests asked for pay under this plan, every room of the party this room type fits
   * (`rooms`, all of them when it fits the whole party) priced for its guests and summed: rupees each night for
   * those rooms, the total before taxes and its GST (each room's nights at their own slab)
   */
  party: z.optional(
    z.object({
      rooms: z.array(z.number()),
      nights: z.array(z.object({ date: z.string(), price: z.number() })),
      total: z.number(),
      taxes: z.number(),
    }),
  ),
});
export type StayOffer = z.infer<typeof stayOffer>;
export const roomChoice = z.object({
  roomType: publicRoomType,
  /** rooms of this type free on every night of the stay */
  roomsLeft: z.number(),
  /** rooms of this type the party needs */
  roomsNeeded: z.number(),
  plans: z.array(stayOffer),
  /** with `occupancy`: whether it fits the guests of any room asked for, which ones, and why not ('Fits at most 2 adults') */
  fits: z.optional(z.boolean()),
  fitsRooms: z.optional(z.array(z.number())),
  reason: z.optional(z.string()),
  /** the same reason as a rule and the room's limit, for words in the page's language */
  fitRefusal: z.optional(z.object({ rule: z.enum(['adults', 'children', 'guests']), limit: z.number() })),
});
export type RoomChoice = z.infer<typeof roomChoice>;

// ---------- the lowest price of each night (the guest's date picker) ----------

const monthsFromNow = (month: string) => {
  const now = todayInIndia();
  return (Number(month.slice(0, 4)) - Number(now.slice(0, 4))) * 12 + Number(month.slice(5, 7)) - Number(now.slice(5, 7));
};
export const nightPricesQuery = z.object({
  month: z.string().check(
    z.regex(MONTH_PATTERN, 'Use the format YYYY-MM.'),
    z.refine((m) => {
      const ahead = monthsFromNow(m);
      return ahead >= 0 && ahead <= NIGHT_PRICE_MONTHS_AHEAD;
    }, `From this month to ${NIGHT_PRICE_MONTHS_AHEAD} months ahead.`),
  ),
});
export const nightPrices = z.object({
  month: z.string(),
  nights: z.array(
    z.object({
      date: z.string(),
      /** rupees: the lowest price that night of one room of any room type and plan on sale; null: nothing to sell (or past) */
      price: z.nullable(z.number()),
    }),
  ),
});
export type NightPrices = z.infer<typeof nightPrices>;

// ---------- rows ----------

const hotelParams = z.object({ hotelId: pathId });
const roomTypeParams = z.object({ hotelId: pathId, roomTypeId: pathId });
const ratePlanParams = z.object({ hotelId: pathId, ratePlanId: pathId });
/** the owner of the hotel `:hotelId` names, and admins */
const hotelOwner = rowsFor({ who: ['hotel'], of: { listing: 'hotel', param: 'hotelId' } });

export const listRoomTypes = hotelOwner.get('/api/hotels/:hotelId/room-types', "A hotel's room types in its order, archived ones last", {
  params: hotelParams,
  response: z.array(roomType),
});
export const createRoomType = hotelOwner.post('/api/hotels/:hotelId/room-types', 'Add a room type', {
  params: hotelParams,
  body: roomTypeInput,
  response: roomType,
  status: 201,
});
export const updateRoomType = hotelOwner.put('/api/hotels/:hotelId/room-types/:roomTypeId', 'Edit a room type', {
  params: roomTypeParams,
  body: roomTypeInput,
  response: roomType,
});
export const removeRoomType = hotelOwner.delete(
  '/api/hotels/:hotelId/room-types/:roomTypeId',
  'Erase a room type never booked; archive one with bookings',
  { params: roomTypeParams, response: deleteResult },
);

export const listRatePlans = hotelOwner.get('/api/hotels/:hotelId/rate-plans', "A hotel's rate plans in its order, archived ones last", {
  params: hotelParams,
  response: z.array(ratePlan),
});
export const createRatePlan = hotelOwner.post('/api/hotels/:hotelId/rate-plans', 'Add a rate plan', {
  params: hotelParams,
  body: ratePlanInput,
  response: ratePlan,
  status: 201,
});
export const updateRatePlan = hotelOwner.put('/api/hotels/:hotelId/rate-plans/:ratePlanId', 'Edit a rate plan', {
  params: ratePlanParams,
  body: ratePlanInput,
  response: ratePlan,
});
export const removeRatePlan = hotelOwner.delete(
  '/api/hotels/:hotelId/rate-plans/:ratePlanId',
  'Erase a rate plan never booked; archive one with bookings',
  { params: ratePlanParams, response: deleteResult },
);

export const getCalendar = hotelOwner.get(
  '/api/hotels/:hotelId/calendar',
  "The hotel's nights from–to (at most 400): rooms, prices, restrictions",
  {
    params: hotelParams,
    query: calendarQuery,
    response: calendar,
  },
);
export const editCalendar = hotelOwner.patch(
  '/api/hotels/:hotelId/calendar',
  'Change nights in bulk: all changes or none; dryRun counts the cells without changing them',
  { params: hotelParams, body: calendarPatch, response: calendarEdit },
);
export const undoCalendarEdit = hotelOwner.post('/api/hotels/:hotelId/calendar/undo', "Undo the caller's last calendar edit of the hotel", {
  params: hotelParams,
  response: calendarEdit,
});
export const calendarHistory = hotelOwner.get('/api/hotels/:hotelId/calendar/history', 'Every change of a night, newest first', {
  params: hotelParams,
  query: historyQuery,
  response: z.array(historyEntry),
});

export const listStayRooms = anyone.get(
  '/api/hotel/:id/rooms',
  'The room types and rate plans of a live hotel for a stay: prices a night, total, taxes, and why one cannot be sold',
  { params: z.object({ id: pathId }), query: roomsQuery, response: z.array(roomChoice) },
);

export const listNightPrices = anyone.get(
  '/api/hotel/:id/night-prices',
  'The lowest price of each night of a month at a live hotel (one room, before taxes), null where nothing is on sale',
  { params: z.object({ id: pathId }), query: nightPricesQuery, response: nightPrices },
);
