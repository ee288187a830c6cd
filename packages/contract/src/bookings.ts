// Booking calls of both specs (public-site.md and back-office.md, section 7), with the spellings their
// clients use: `ammount`, `dropofftime`. Money on the wire is rupees. The rules these calls follow are
// in rules/ (pricing.ts, booking-dates.ts, booking-actions.ts), shared with the pages.
import * as z from 'zod/mini';
import { bookedTrip, tripFields, tripPartyFields } from './cab-trips.ts';
import { anyone, rowsFor, signedIn } from './collection.ts';
import {
  bookingStatus,
  bookingStatusInput,
  dayInput,
  id,
  REQUIRED,
  instant,
  paging,
  pathId,
  requiredText,
  shortText,
  timestamps,
  wholeNumber,
} from './fields.ts';
import { guestDetails } from './guest-details.ts';
import { guestBooker } from './guest-contact.ts';
import { roomGuests, roomGuestsAnswer, roomsOf } from './occupancy.ts';
import { CANCEL_REASON_MAX } from './rules/booking-actions.ts';
import { BOOKING_ACTIONS } from './rules/booking-operations.ts';
import { MAX_GUESTS, MAX_PERSONS, MAX_ROOMS } from './rules/booking-limits.ts';
import { MAX_CHILD_AGE, MAX_CHILDREN, MAX_TRAVELLERS } from './rules/travellers.ts';
import { tourFarePart } from './tours.ts';
import { PAYMENT_STATUSES } from './rules/payments.ts';
import { MEAL_PLANS, PAYMENT_CHOICES } from './rules/pricing.ts';

export const mealPlan = z.enum(MEAL_PLANS);
export const paymentChoice = z.enum(PAYMENT_CHOICES);

// ---------------------------------------------------------------------------------------------
// Request bodies
// ---------------------------------------------------------------------------------------------

/** An optional coupon code (an offer's), matched without regard to case. */
export const couponCode = z.optional(shortText(40));

/** POST /api/tour/booking/create */
export const tourBookingFields = {
  tourId: id,
  bookingDate: dayInput,
  /** the adults (as the spec names them) */
  persons: z._default(wholeNumber(1, MAX_PERSONS, { min: 'At least 1 person.', max: `At most ${MAX_PERSONS} persons.` }), 1),
  /** each child's age on the tour date (0-17); ages only, never names */
  childAges: z._default(
    z
      .array(wholeNumber(0, MAX_CHILD_AGE, { max: `A child is at most ${MAX_CHILD_AGE}; count older travellers as adults.` }))
      .check(z.maxLength(MAX_CHILDREN, `At most ${MAX_CHILDREN} children.`)),
    [],
  ),
  couponCode,
  guest: z.optional(guestBooker),
};
export const tourBookingInput = z.object(tourBookingFields);
export type TourBookingInput = z.input<typeof tourBookingInput>;

/** POST /api/booking/create; dates default to today → tomorrow (Indian time). */
/** One room of a booking named room by room: its guests, and its type and plan (left out: the cheapest that fits). */
export const bookedRoomInput = z.extend(roomGuests, { roomTypeId: z.optional(id), ratePlanId: z.optional(id) });

export const hotelBookingFields = {
  hotel: id,
  /** how many rooms of one type (the spec's); left out when `rooms` names them */
  roomCount: z.optional(wholeNumber(1, MAX_ROOMS, { min: 'At least 1 room.', max: `At most ${MAX_ROOMS} rooms.` })),
  /** the rooms one by one, each with its guests (issue 29); when given, `roomCount`, `guests`, `roomTypeId` and `ratePlanId` are not read */
  rooms: z.optional(roomsOf(bookedRoomInput)),
  checkInDate: z.optional(dayInput),
  checkOutDate: z.optional(dayInput),
  guests: z.optional(wholeNumber(1, MAX_GUESTS)),
  mealPlan: z._default(mealPlan, 'none'),
  /** the room type and rate plan (rooms.ts); left out: the hotel's default room, under the plan of `mealPlan` when it has one */
  roomTypeId: z.optional(id),
  ratePlanId: z.optional(id),
  insurance: z._default(z.boolean(), false),
  donation: z._default(z.boolean(), false),
  ...guestDetails,
  couponCode,
  /** booking without an account (decision 0076): who books; read only when the caller is not signed in */
  guest: z.optional(guestBooker),
};
export const stayInOrder = z.refine<{ checkInDate?: string; checkOutDate?: string }>(
  (b) => !b.checkInDate || !b.checkOutDate || b.checkOutDate > b.checkInDate,
  {
    path: ['checkOutDate'],
    message: 'Check-out must be after check-in.',
  },
);
/** A hotel booking names its rooms one way or the other. */
export const roomsOrCount = z.refine<{ roomCount?: number; rooms?: unknown[] }>((b) => b.roomCount !== undefined || b.rooms !== undefined, {
  path: ['roomCount'],
  message: REQUIRED,
});
export const hotelBookingInput = z.object(hotelBookingFields).check(stayInOrder, roomsOrCount);
export type HotelBookingInput = z.input<typeof hotelBookingInput>;

const optionalInstant = z.pipe(
  z.optional(z.nullable(z.union([instant, z.literal('')]))),
  z.transform((v) => v || undefined),
);

/**
 * POST /api/cab/booking/create. The spec's client sends a totalAmount; the server prices the trip itself.
 * The drop-off is `dropofftime` as the spec spells it, or `dropoffTime` (the spec's spelling wins when both come).
 * paymentChoice 'half' is part payment: the cab's advance share now, the rest to the driver.
 */
export const cabBookingFields = {
  cab: id,
  pickupLocation: requiredText(200),
  dropoffLocation: requiredText(200),
  pickupTime: instant,
  dropofftime: optionalInstant,
  dropoffTime: optionalInstant,
  totalAmount: z.optional(z.unknown()),
  paymentChoice: z._default(paymentChoice, 'full'),
  couponCode,
  /** a trip priced for its route (cab-trips.ts); without `trip`, a trip between two known places is priced one way */
  ...tripFields,
  ...tripPartyFields,
  /** how many travel (left out: not checked); a cab with fewer seats is refused */
  travellers: z.optional(wholeNumber(1, MAX_TRAVELLERS, { min: 'At least 1 traveller.', max: `At most ${MAX_TRAVELLERS} travellers.` })),
  guest: z.optional(guestBooker),
};
/** one drop-off spelling on: the spec's `dropofftime` */
export const oneDropoffSpelling = <T extends { dropofftime?: string; dropoffTime?: string }>(b: T): T => ({
  ...b,
  dropofftime: b.dropofftime ?? b.dropoffTime,
  dropoffTime: undefined,
});
export const cabBookingInput = z.object(cabBookingFields).check(z.overwrite(oneDropoffSpelling));
export type CabBookingInput = z.input<typeof cabBookingInput>;

const IDEMPOTENCY_MESSAGE = 'The Idempotency-Key header must be 1 to 200 characters.';
/** The header that makes a create call safe to repeat: the same key answers the first booking. */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z.optional(z.string().check(z.trim(), z.minLength(1, IDEMPOTENCY_MESSAGE), z.maxLength(200, IDEMPOTENCY_MESSAGE))),
});

/**
 * Why staff cancel someone else's booking; the guest's message says it. Optional on the wire (the specs'
 * clients send none): see rules/booking-actions.ts `cancelReasonRefusal` for when it is required.
 */
export const cancelReason = z.optional(shortText(CANCEL_REASON_MAX));

/** PUT …/status bodies of the back-office; `reason` is said to the guest when the status is Cancelled. */
export const statusBody = z.object({ status: bookingStatusInput, reason: cancelReason });
export type StatusBody = z.infer<typeof statusBody>;

export const bookingAction = z.enum(BOOKING_ACTIONS, 'Choose confirm, reschedule, history or cancel.');
export const bookingActionParams = z.object({ bookingId: pathId, action: bookingAction });

/**
 * Body of POST /api/bookings/{bookingId}/{action}; only reschedule reads it, and a reschedule keeps
 * the booking's length (its price when the new date costs the same). No body (null) is fine for the other actions. Tour: `date` is the new
 * tour date. Hotel: `date` is the new check-in (check-out moves with it). Cab: `pickupTime` (the drop-off
 * moves with it).
 */
export const bookingActionBody = z.optional(
  z.nullable(
    z.object({
      date: z.optional(dayInput),
      pickupTime: z.optional(instant),
      reason: cancelReason,
    }),
  ),
);
export type BookingActionBody = z.input<typeof bookingActionBody>;

/** Every booking list: newest first by default, optional status filter and search (reference, id, guest name, what was booked). */
export const bookingListQuery = z.object({
  ...paging,
  status: z.optional(bookingStatusInput),
  sort: z._default(z.enum(['newest', 'oldest']), 'newest'),
  q: z.optional(shortText(100)),
});
export type BookingListQuery = z.infer<typeof bookingListQuery>;

export const userIdParams = z.object({ userId: pathId });
export const bookingIdParams = z.object({ bookingId: pathId });
export const hotelIdParams = z.object({ hotelId: pathId });
export const cabIdParams = z.object({ cabId: pathId });

// ---------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------

/** Every line of the price (rules/pricing.ts), in rupees, as stored on the booking. */
export const breakdown = z.object({
  base: z.number(),
  taxes: z.number(),
  addOns: z.number(),
  total: z.number(),
  meals: z.number(),
  insurance: z.number(),
  donation: z.number(),
  /** a cab trip's tolls and permits, passed through without GST (part of addOns) */
  passThrough: z.number(),
  /** paid when booking: the total, or a cab's advance */
  payNow: z.number(),
  /** paid later: the rest of a cab's fare, to the driver */
  payLater: z.number(),
  /** a coupon's discount, off the taxable value */
  discount: z.number(),
  /** the GST rate of the taxes line, percent */
  taxRate: z.number(),
});
export type WireBreakdown = z.infer<typeof breakdown>;

/** Where the money of a booking stands (rupees); holdExpiresAt while an unpaid booking holds its capacity. */
export const bookingPayment = z.object({
  status: z.enum(PAYMENT_STATUSES),
  paid: z.number(),
  due: z.number(),
  refunded: z.number(),
  refundStatus: z.enum(['none', 'pending', 'processed', 'failed']),
  holdExpiresAt: z.nullable(z.string()),
});
export type BookingPayment = z.infer<typeof bookingPayment>;

const person = z.object({ _id: id, name: z.string() });

const bookingCommon = {
  _id: id,
  /** what people read, say and search for: RH- and six letters or digits, unique across every kind */
  reference: z.string(),
  user: person,
  status: bookingStatus,
  /** total in rupees (spelt as the spec's clients read it) */
  ammount: z.number(),
  breakdown,
  payment: bookingPayment,
  /** the coupon code applied ('' when none) */
  couponCode: z.string(),
  /** the cancellation policy the booking was sold under, in plain words */
  cancellationPolicy: z.string(),
  /** the terms of cancelling it from now on, for its dates, a line a period ('Free cancellation until 16 Dec, 11:59',
   * 'From 16 Dec, 12:00: 25% fee', 'Non-refundable'); the refund follows the same rule; empty once cancelled */
  cancellationTerms: z.array(z.string()),
  ...timestamps,
};

/** One room of a hotel booking as sold. */
export const bookedRoom = z.extend(roomGuestsAnswer, {
  roomType: z.nullable(z.object({ _id: z.string(), name: z.string() })),
  ratePlan: z.nullable(z.object({ _id: z.string(), name: z.string() })),
  nightPrices: z.array(z.object({ date: z.string(), price: z.number() })),
});
export type BookedRoom = z.infer<typeof bookedRoom>;

export const hotelBooking = z.object({
  ...bookingCommon,
  kind: z.literal('hotel'),
  hotel: z.object({ _id: id, name: z.string(), location: z.string(), imageUrl: z.string() }),
  hotelName: z.string(),
  roomCount: z.number(),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  nights: z.number(),
  guests: z.number(),
  mealPlan,
  insurance: z.boolean(),
  donation: z.boolean(),
  /** the guest details given on the review page ('' when none) */
  guestName: z.string(),
  mobile: z.string(),
  gstNumber: z.string(),
  /** the business the GSTIN is registered to ('' when none given) */
  gstLegalName: z.optional(z.string()),
  state: z.string(),
  /** the check-in day, YYYY-MM-DD (as the spec's dashboard reads it) */
  bookingDate: z.string(),
  /** the hotel's check-in time, HH:mm Indian time */
  time: z.string(),
  /** the room type and rate plan sold (null on bookings made before rooms and rates) */
  roomType: z.nullable(z.object({ _id: z.string(), name: z.string() })),
  ratePlan: z.nullable(z.object({ _id: z.string(), name: z.string() })),
  /** each night's price a room (rupees) as sold; a later rate change never changes it */
  nightPrices: z.array(z.object({ date: z.string(), price: z.number() })),
  /** every room with its type, plan, guests and each night's price for them (rupees), as sold */
  rooms: z.array(bookedRoom),
});
export type HotelBooking = z.infer<typeof hotelBooking>;

/** The hotel create answer: the booking, and the same booking under `message` as the spec's client reads it. */
export const hotelBookingCreated = z.extend(hotelBooking, { message: hotelBooking });
export type HotelBookingCreated = z.infer<typeof hotelBookingCreated>;

export const cabBooking = z.object({
  ...bookingCommon,
  kind: z.literal('cab'),
  cab: z.object({ _id: id, model: z.string(), type: z.string(), imageUrl: z.string() }),
  pickupLocation: z.string(),
  dropoffLocation: z.string(),
  /** ISO instants */
  pickupTime: z.string(),
  dropofftime: z.string(),
  paymentChoice,
  /** total in rupees, as the cab tables read it (same as ammount) */
  totalAmount: z.number(),
  /** the pickup day, YYYY-MM-DD, and time, HH:mm, in Indian time (as the spec's dashboard reads them) */
  bookingDate: z.string(),
  time: z.string(),
  /** the cab's type (SUV, Sedan, …) */
  vehicleType: z.string(),
  /** who runs the cab: its owner's name, or Raahi for a cab without an owner */
  cabProvider: z.string(),
  /** pickup to drop-off, in minutes */
  rideDuration: z.number(),
  /** ISO instant the car is expected back at its base: it takes no other trip before */
  estimatedReturn: z.string(),
  /** the trip as priced for its route, with the pickup address and passenger; absent for a trip booked without a route */
  trip: z.optional(bookedTrip),
  /** how many travel, as booked (null when not given) */
  travellers: z.nullable(z.number()),
});
export type CabBooking = z.infer<typeof cabBooking>;

export const tourBooking = z.object({
  ...bookingCommon,
  kind: z.literal('tour'),
  tour: z.object({ _id: id, name: z.string(), location: z.string(), duration: z.string() }),
  tourName: z.string(),
  tourLocation: z.string(),
  bookingDate: z.string(),
  /** the adults */
  persons: z.number(),
  /** each child's age on the tour date */
  childAges: z.array(z.number()),
  /** seats taken on the departure: adults and children who are not infants */
  seats: z.number(),
  /** the base price's parts as sold (adults, children by band, infants, single supplement), rupees */
  fareParts: z.array(tourFarePart),
  /** who runs the tour: Raahi (tour packages have no outside owner) */
  tourProvider: z.string(),
  /** the tour's length in hours (its days × 24) */
  tourDuration: z.number(),
});
export type TourBooking = z.infer<typeof tourBooking>;

export const anyBooking = z.discriminatedUnion('kind', [hotelBooking, cabBooking, tourBooking]);
export type AnyBooking = z.infer<typeof anyBooking>;

export const historyEntry = z.object({
  fromStatus: z.nullable(bookingStatus),
  toStatus: bookingStatus,
  changedBy: z.nullable(person),
  note: z.nullable(z.string()),
  changedAt: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

/**
 * What a guest's reschedule did with the price (docs/decisions/0025-reschedule-price-difference.md): `kept` the
 * same price; `repriced` an unpaid booking (the new total is what is to be paid); moved and `refunded` the
 * difference through the gateway; or `pay`: not moved yet, the difference is paid through `checkoutUrl` first.
 */
export const RESCHEDULE_OUTCOMES = ['kept', 'repriced', 'refunded', 'pay'] as const;
export const rescheduleOutcome = z.object({
  outcome: z.enum(RESCHEDULE_OUTCOMES),
  /** rupees: what the new dates cost more (positive) or less (negative) than what was paid for the old */
  difference: z.number(),
  /** rupees: the total at the new dates */
  total: z.number(),
  /** the gateway's checkout for the difference, when it is to be paid */
  checkoutUrl: z.optional(z.string()),
});
export type RescheduleOutcome = z.infer<typeof rescheduleOutcome>;

/**
 * Answer of every POST /api/bookings/{bookingId}/{action}: the booking as it now is and its history, oldest
 * first; a reschedule adds what it did with the price.
 */
export const bookingActionResult = z.object({
  booking: anyBooking,
  history: z.array(historyEntry),
  reschedule: z.optional(rescheduleOutcome),
});
export type BookingActionResult = z.infer<typeof bookingActionResult>;

// ---------------------------------------------------------------------------------------------
// The calls
// ---------------------------------------------------------------------------------------------

/**
 * The calls every booking kind has, answering the kind's booking: booking one (idempotent), the
 * back-office's table of them, and setting a booking's status (its provider, admins).
 */
const bookingRows = <const K extends 'hotel' | 'cab' | 'tour', const B extends z.ZodMiniType>(kind: K, booking: B) => {
  const table = rowsFor({ who: [kind] });
  const statusSetters = rowsFor({ who: [kind], of: { booking: 'bookingId', operation: 'set-status' } });
  return {
    create: <const P extends string, const I extends z.ZodMiniType, const A extends z.ZodMiniType>(
      path: P,
      what: string,
      body: I,
      answer: A,
    ) =>
      // without a session, `guest` books as a guest (decision 0076)
      anyone.post(
        path,
        `${what} (201; 200 when an Idempotency-Key replays an earlier booking); without a session, as the \`guest\` given`,
        {
          body,
          headers: idempotencyHeaders,
          response: answer,
          status: 201,
        },
      ),
    table: <const P extends string>(path: P, summary: string) =>
      table.list(path, summary, booking, { query: bookingListQuery, audit: 'read' }),
    setStatus: <const P extends string>(path: P, summary: string) =>
      statusSetters.put(path, summary, { params: bookingIdParams, body: statusBody, response: booking }),
  };
};
const hotelRows = bookingRows('hotel', hotelBooking);
const cabRows = bookingRows('cab', cabBooking);
const tourRows = bookingRows('tour', tourBooking);
/** a user's own bookings (admins: any user's) */
const ownBookings = rowsFor({ who: 'signed-in', of: { self: 'userId', what: 'bookings' } });

// ---- a visitor's own bookings (public-site.md section 7) ----

export const createTourBooking = tourRows.create(
  '/api/tour/booking/create',
  'Book a tour date for some persons',
  tourBookingInput,
  tourBooking,
);
export const createHotelBooking = hotelRows.create(
  '/api/booking/create',
  'Book hotel rooms for a stay',
  hotelBookingInput,
  hotelBookingCreated,
);
export const createCabBooking = cabRows.create('/api/cab/booking/create', 'Book a cab trip', cabBookingInput, cabBooking);

export const listUserHotelBookings = ownBookings.list(
  '/api/booking/user/:userId',
  "A user's hotel bookings, newest first (their own; admins any user's)",
  hotelBooking,
  { params: userIdParams, query: bookingListQuery, audit: 'read' },
);
export const listUserCabBookings = ownBookings.list(
  '/api/cab/booking/user/:userId',
  "A user's cab bookings, newest first (their own; admins any user's)",
  cabBooking,
  { params: userIdParams, query: bookingListQuery, audit: 'read' },
);
export const listMyTourBookings = signedIn.list('/api/tour/booking/user', "The caller's tour bookings, newest first", tourBooking, {
  query: bookingListQuery,
});

export const actOnBooking = rowsFor({ who: 'signed-in', of: { booking: 'bookingId', operation: { param: 'action' } } }).post(
  '/api/bookings/:bookingId/:action',
  'Confirm, reschedule, cancel a booking or read its history; answers the booking and its history',
  {
    // the spec's client (public-site.md, section 7) calls it without /api
    aliases: ['/bookings/:bookingId/:action'],
    params: bookingActionParams,
    body: bookingActionBody,
    // a cancel retried with the key of the one that was done answers the booking again and changes nothing
    headers: idempotencyHeaders,
    response: bookingActionResult,
  },
);

// ---- the providers' and admins' tables (back-office.md section 7) ----

export const listHotelBookingsOfHotel = rowsFor({ who: ['hotel'], of: { listing: 'hotel', param: 'hotelId' } }).list(
  '/api/booking/hotel/:hotelId',
  'The bookings of one hotel (its owner, admins)',
  hotelBooking,
  { params: hotelIdParams, query: bookingListQuery, audit: 'read' },
);
export const listHotelBookings = hotelRows.table(
  '/api/admin/hotel/booking',
  "Every hotel booking for an admin; an owner's own hotel's bookings",
);
export const setHotelBookingStatus = hotelRows.setStatus(
  '/api/booking/status/:bookingId',
  "Set a hotel booking's status (its hotel's owner, admins)",
);

export const listCabBookingsOfCab = rowsFor({ who: ['cab'], of: { listing: 'cab', param: 'cabId' } }).list(
  '/api/cab/booking/cabBook/:cabId',
  'The bookings of one cab (its owner, admins)',
  cabBooking,
  { params: cabIdParams, query: bookingListQuery, audit: 'read' },
);
export const listCabBookings = cabRows.table('/api/admin/cab/booking', "Every cab booking for an admin; an owner's own cab's bookings");
/** The owner's table. */
export const setCabBookingStatus = cabRows.setStatus(
  '/api/cab/booking/:bookingId',
  "Set a cab booking's status (its cab's owner, admins): the owner's table",
);
/** The admin's table; the same rule as the owner's. */
export const updateCabBookingStatus = cabRows.setStatus(
  '/api/cab/booking/update/status/:bookingId',
  "Set a cab booking's status (its cab's owner, admins): the admin's table",
);

export const listTourBookings = tourRows.table('/api/admin/tour/booking', 'Every tour booking (tour managers, admins)');
export const setTourBookingStatus = tourRows.setStatus(
  '/api/tour/booking/updatestatus/:bookingId',
  "Set a tour booking's status (tour managers, admins)",
);
