// Booking calls of both specs (public-site.md and back-office.md, section 7), with the
// spellings their clients use: `ammount`, `dropofftime`. Money on the wire is rupees.
import { z } from 'zod';
import { bookingStatus, calendarDate, id, listQuery, requiredText } from './common.ts';

// ---------------------------------------------------------------------------------------------
// Pricing: one pure function per kind, shared by the web (to show the total) and the API (which
// stores it). All arithmetic is in integer paise; rupee helpers are at the bottom.
// ---------------------------------------------------------------------------------------------

export const MEAL_PLANS = ['none', 'breakfast', 'half-board', 'full-board'] as const;
export const mealPlan = z.enum(MEAL_PLANS);
export type MealPlan = z.infer<typeof mealPlan>;

/** Rupees per room per night. */
export const MEAL_PLAN_PRICES: Record<MealPlan, number> = { none: 0, breakfast: 2950, 'half-board': 8496, 'full-board': 14160 };
/** Rupees, once per booking. */
export const TRIP_INSURANCE_PRICE = 158;
export const DONATION_PRICE = 35;

export const MAX_PERSONS = 50;
export const MAX_ROOMS = 20;
export const MAX_NIGHTS = 30;
export const MAX_GUESTS = 100;
/** A cab trip without a drop-off time is taken to last this long. */
export const DEFAULT_CAB_TRIP_HOURS = 8;
export const MAX_CAB_TRIP_DAYS = 14;

export type Breakdown = { base: number; taxes: number; addOns: number; total: number };

const sum = (b: Omit<Breakdown, 'total'>): Breakdown => ({ ...b, total: b.base + b.taxes + b.addOns });
export const paise = (rupees: number) => Math.round(rupees * 100);
export const rupeesOf = (paiseAmount: number) => paiseAmount / 100;

/** Tour: price (paise, per person) × persons; no taxes or add-ons. */
export function priceTour(p: { price: number; persons: number }): Breakdown {
  return sum({ base: p.price * p.persons, taxes: 0, addOns: 0 });
}

/**
 * Hotel: rooms × nights × (price + taxes), plus the meal plan per room-night, plus trip insurance
 * and donation once each when chosen. price and taxes are the hotel's per-night paise.
 */
export function priceHotel(p: {
  price: number;
  taxes: number;
  rooms: number;
  nights: number;
  mealPlan: MealPlan;
  insurance: boolean;
  donation: boolean;
}): Breakdown {
  const roomNights = p.rooms * p.nights;
  return sum({
    base: roomNights * p.price,
    taxes: roomNights * p.taxes,
    addOns:
      roomNights * paise(MEAL_PLAN_PRICES[p.mealPlan]) +
      (p.insurance ? paise(TRIP_INSURANCE_PRICE) : 0) +
      (p.donation ? paise(DONATION_PRICE) : 0),
  });
}

/** Cab: the discounted price (paise) plus its tax percent, rounded to the paisa. */
export function priceCab(p: { discountedPrice: number; taxPercent: number }): Breakdown {
  return sum({ base: p.discountedPrice, taxes: Math.round((p.discountedPrice * p.taxPercent) / 100), addOns: 0 });
}

export const breakdownInRupees = (b: Breakdown): Breakdown => ({
  base: rupeesOf(b.base),
  taxes: rupeesOf(b.taxes),
  addOns: rupeesOf(b.addOns),
  total: rupeesOf(b.total),
});

// ---------------------------------------------------------------------------------------------
// Request bodies
// ---------------------------------------------------------------------------------------------

/** A calendar date; a longer ISO string (from a date picker) is cut to its date. */
const dayInput = z
  .string()
  .min(10)
  .max(40)
  .transform((v) => v.slice(0, 10))
  .pipe(calendarDate);

/**
 * An instant: ISO 8601 date and time; without an offset (as a datetime-local input sends it)
 * it is read as Indian time. Travels on as an ISO string in UTC.
 */
export const instant = z
  .string()
  .trim()
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/i, 'Use a date and time like 2026-05-01T09:30.')
  .transform((v, ctx) => {
    const s = v.replace(' ', 'T');
    const hasOffset = /(Z|[+-]\d{2}:?\d{2})$/i.test(s);
    const d = new Date(hasOffset ? s : `${s}+05:30`);
    if (Number.isNaN(d.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'Not a real date and time.' });
      return z.NEVER;
    }
    return d.toISOString();
  });

/** POST /api/tour/booking/create */
export const tourBookingInput = z.object({
  tourId: id,
  bookingDate: dayInput,
  persons: z.number().int().min(1, 'At least 1 person.').max(MAX_PERSONS, `At most ${MAX_PERSONS} persons.`).default(1),
});
export type TourBookingInput = z.input<typeof tourBookingInput>;

/** POST /api/booking/create; dates default to today → tomorrow (Indian time). */
export const hotelBookingInput = z
  .object({
    hotel: id,
    roomCount: z.number().int().min(1, 'At least 1 room.').max(MAX_ROOMS, `At most ${MAX_ROOMS} rooms.`),
    checkInDate: dayInput.optional(),
    checkOutDate: dayInput.optional(),
    guests: z.number().int().min(1).max(MAX_GUESTS).optional(),
    mealPlan: mealPlan.default('none'),
    insurance: z.boolean().default(false),
    donation: z.boolean().default(false),
  })
  .refine((b) => !b.checkInDate || !b.checkOutDate || b.checkOutDate > b.checkInDate, {
    path: ['checkOutDate'],
    message: 'Check-out must be after check-in.',
  });
export type HotelBookingInput = z.input<typeof hotelBookingInput>;

export const PAYMENT_CHOICES = ['full', 'half'] as const;
export const paymentChoice = z.enum(PAYMENT_CHOICES);

/** POST /api/cab/booking/create; totalAmount is accepted for the spec's client and ignored. */
export const cabBookingInput = z.object({
  cab: id,
  pickupLocation: requiredText(200),
  dropoffLocation: requiredText(200),
  pickupTime: instant,
  dropofftime: z
    .union([instant, z.literal(''), z.null()])
    .optional()
    .transform((v) => v || undefined),
  totalAmount: z.unknown().optional(),
  paymentChoice: paymentChoice.default('full'),
});
export type CabBookingInput = z.input<typeof cabBookingInput>;

/** The header that makes a create call safe to repeat. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyHeaders = z.object({
  'idempotency-key': z.string().trim().min(1).max(200).optional(),
});

/** PUT …/status bodies of the back-office. */
export const statusBody = z.object({ status: bookingStatus });
export type StatusBody = z.infer<typeof statusBody>;

export const BOOKING_ACTIONS = ['confirm', 'reschedule', 'history', 'cancel'] as const;
export const bookingAction = z.enum(BOOKING_ACTIONS);
export type BookingAction = z.infer<typeof bookingAction>;
export const bookingActionParams = z.object({ bookingId: id, action: bookingAction });

/**
 * Body of POST /api/bookings/{bookingId}/{action}; only reschedule reads it, and a reschedule keeps
 * the booking's length and price. No body (null) is fine for the other actions. Tour: `date` is the new tour date. Hotel: `date` is the new
 * check-in (check-out moves with it). Cab: `pickupTime` (the drop-off moves with it).
 */
export const bookingActionBody = z
  .object({
    date: dayInput.optional(),
    pickupTime: instant.optional(),
  })
  .nullish();
export type BookingActionBody = z.input<typeof bookingActionBody>;

/** Every booking list: newest first by default, optional status filter and search (id or guest name). */
export const bookingListQuery = listQuery.omit({ featured: true, sort: true }).extend({
  status: bookingStatus.optional(),
  sort: z.enum(['newest', 'oldest']).default('newest'),
  q: z.string().trim().max(100).optional(),
});
export type BookingListQuery = z.infer<typeof bookingListQuery>;

export const userIdParams = z.object({ userId: id });
export const bookingIdParams = z.object({ bookingId: id });
export const hotelIdParams = z.object({ hotelId: id });
export const cabIdParams = z.object({ cabId: id });

// ---------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------

export const breakdown = z.object({ base: z.number(), taxes: z.number(), addOns: z.number(), total: z.number() });

const bookingCommon = {
  _id: id,
  user: z.object({ _id: id, name: z.string() }),
  status: bookingStatus,
  /** total in rupees (spelt as the spec's clients read it) */
  ammount: z.number(),
  breakdown,
  createdAt: z.string(),
  updatedAt: z.string(),
};

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
});
export type HotelBooking = z.infer<typeof hotelBooking>;

/** The hotel create answer: the booking, and the same booking under `message` as the spec's client reads it. */
export const hotelBookingCreated = hotelBooking.extend({ message: hotelBooking });
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
});
export type CabBooking = z.infer<typeof cabBooking>;

export const tourBooking = z.object({
  ...bookingCommon,
  kind: z.literal('tour'),
  tour: z.object({ _id: id, name: z.string(), location: z.string(), duration: z.string() }),
  tourName: z.string(),
  tourLocation: z.string(),
  bookingDate: z.string(),
  persons: z.number(),
});
export type TourBooking = z.infer<typeof tourBooking>;

export const anyBooking = z.discriminatedUnion('kind', [hotelBooking, cabBooking, tourBooking]);
export type AnyBooking = z.infer<typeof anyBooking>;

export const historyEntry = z.object({
  fromStatus: bookingStatus.nullable(),
  toStatus: bookingStatus,
  changedBy: z.object({ _id: id, name: z.string() }).nullable(),
  note: z.string().nullable(),
  changedAt: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

/** Answer of every POST /api/bookings/{bookingId}/{action}: the booking as it now is and its history, oldest first. */
export const bookingActionResult = z.object({ booking: anyBooking, history: z.array(historyEntry) });
export type BookingActionResult = z.infer<typeof bookingActionResult>;
