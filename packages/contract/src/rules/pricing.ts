// What a booking costs, line by line: one pure function per kind, in integer paise. The API stores
// exactly these lines on the booking and the pages show them, so a page and the stored booking never
// differ. Zod-free, so any page may import it.
import type { TripFare } from './cab-fares.ts';
import { gstOn, gstRate } from './gst.ts';
import { DEFAULT_INFANT_BELOW_AGE, tourFareParts, type TourFares } from './travellers.ts';

export const MEAL_PLANS = ['none', 'breakfast', 'half-board', 'full-board'] as const;
export type MealPlan = (typeof MEAL_PLANS)[number];

/** What each plan is called on a booking's details and voucher. */
export const MEAL_PLAN_NAMES: Record<MealPlan, string> = {
  none: 'Room only',
  breakfast: 'Breakfast',
  'half-board': 'Half board (breakfast and one meal)',
  'full-board': 'Full board (all meals)',
};
/** Rupees per room per night. */
export const MEAL_PLAN_PRICES: Record<MealPlan, number> = { none: 0, breakfast: 2950, 'half-board': 8496, 'full-board': 14160 };
/** Rupees, once per booking. */
export const TRIP_INSURANCE_PRICE = 158;
export const DONATION_PRICE = 35;

/**
 * A cab is paid in full now, or in part: the cab's advance share now and the rest to the driver
 * ('half' is the spec's name for part payment; the share is set per cab).
 */
export const PAYMENT_CHOICES = ['full', 'half'] as const;
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number];
/** Percent of a cab's total paid now when paying in part, unless the cab sets its own. */
export const DEFAULT_ADVANCE_PERCENT = 20;

/** Every line of a booking's price. Amounts in paise (or rupees after `breakdownInRupees`). */
export type Breakdown = {
  base: number;
  /** GST on the taxable value (base + meals − discount) */
  taxes: number;
  /** the GST rate, percent */
  taxRate: number;
  /** the meal plan, per room-night */
  meals: number;
  /** trip insurance */
  insurance: number;
  donation: number;
  /** a cab trip's tolls and permits: passed through, without GST */
  passThrough: number;
  /** meals + insurance + donation + passThrough */
  addOns: number;
  /** a coupon's discount, off the taxable value */
  discount: number;
  /** total = base + addOns − discount + taxes */
  total: number;
  /** what is paid when booking: the total, or a cab's advance */
  payNow: number;
  /** what is paid later: the rest of a cab's fare, to the driver */
  payLater: number;
};

type Lines = {
  base: number;
  taxRate: number;
  meals?: number;
  insurance?: number;
  donation?: number;
  passThrough?: number;
  discount?: number;
};

/** What a coupon may take off: the supply itself (base and meals), never insurance, donation or taxes. */
export const discountableOf = (b: Pick<Breakdown, 'base' | 'meals'>) => b.base + b.meals;

function settle(
  { base, taxRate, meals = 0, insurance = 0, donation = 0, passThrough = 0, discount = 0 }: Lines,
  advancePercent = 100,
): Breakdown {
  const off = Math.min(Math.max(0, Math.round(discount)), base + meals);
  const taxes = gstOn(base + meals - off, taxRate);
  const addOns = meals + insurance + donation + passThrough;
  const total = base + addOns - off + taxes;
  const payNow = advancePercent >= 100 ? total : Math.round((total * advancePercent) / 100);
  return { base, taxes, taxRate, meals, insurance, donation, passThrough, addOns, discount: off, total, payNow, payLater: total - payNow };
}

export const paise = (rupees: number) => Math.round(rupees * 100);
export const rupeesOf = (paiseAmount: number) => paiseAmount / 100;

/**
 * Tour: `price` (paise) per adult × `persons` (the adults), each child by the age bands of `fares`, infants
 * free, a single supplement when due (rules/travellers.ts tourFareParts), with the tour operator's GST.
 */
export function priceTour(p: {
  price: number;
  persons: number;
  childAges?: readonly number[];
  fares?: Omit<TourFares, 'price'>;
  discount?: number;
}): Breakdown {
  const fares = { childPrices: [], infantBelowAge: DEFAULT_INFANT_BELOW_AGE, singleSupplement: 0, ...p.fares, price: p.price };
  const base = tourFareParts(fares, p.persons, p.childAges ?? []).reduce((n, part) => n + part.amount, 0);
  return settle({ base, taxRate: gstRate('tour'), discount: p.discount });
}

/**
 * Hotel: rooms × nights × price, plus the meal plan per room-night, GST by the nightly tariff's slab on
 * both, plus trip insurance and donation once each when chosen. `price` is the hotel's per-night paise.
 */
export function priceHotel(p: {
  price: number;
  rooms: number;
  nights: number;
  mealPlan: MealPlan;
  insurance: boolean;
  donation: boolean;
  discount?: number;
}): Breakdown {
  return priceHotelNights({ ...p, nightPrices: Array.from({ length: p.nights }, () => p.price) });
}

/**
 * Hotel, night by night: each night's price (paise a room) × rooms, the meal plan's add-on per room-night
 * (none when the rate plan includes the meals: `mealPlan` 'none'), GST on each night at that night's
 * tariff slab, a coupon's discount shared over the nights in proportion, then insurance and donation.
 * When every night is in one slab this is exactly the one-price rule; `taxRate` is then that slab's rate,
 * else the highest one charged.
 */
export function priceHotelNights(p: {
  nightPrices: number[];
  rooms: number;
  mealPlan: MealPlan;
  insurance: boolean;
  donation: boolean;
  discount?: number;
}): Breakdown {
  return priceHotelRooms({ ...p, rooms: [{ nightPrices: p.nightPrices, count: p.rooms }] });
}

/**
 * Hotel, room by room and night by night (the one function every hotel price comes from): each room's own
 * price a night for its guests (rules/occupancy-prices.ts roomNightPrice), `count` rooms alike, the meal
 * plan's add-on per room-night, GST on each room's night at the slab of that room's whole price that
 * night, a coupon's discount shared in proportion, then insurance and donation once.
 */
export function priceHotelRooms(p: {
  rooms: { nightPrices: number[]; count?: number }[];
  mealPlan: MealPlan;
  insurance: boolean;
  donation: boolean;
  discount?: number;
}): Breakdown {
  const mealNight = paise(MEAL_PLAN_PRICES[p.mealPlan]);
  const cells = p.rooms.flatMap((r) => r.nightPrices.map((price) => ({ price, count: r.count ?? 1, rate: gstRate('hotel', price) })));
  const lines = {
    base: cells.reduce((n, c) => n + c.count * c.price, 0),
    meals: cells.reduce((n, c) => n + c.count * mealNight, 0),
    insurance: p.insurance ? paise(TRIP_INSURANCE_PRICE) : 0,
    donation: p.donation ? paise(DONATION_PRICE) : 0,
    discount: p.discount,
  };
  const rates = new Set(cells.map((c) => c.rate));
  if (rates.size <= 1) return settle({ ...lines, taxRate: cells[0]?.rate ?? gstRate('hotel', 0) });
  const flat = settle({ ...lines, taxRate: 0 });
  const taxable = lines.base + lines.meals;
  const taxes = cells.reduce((sum, c) => {
    const night = c.count * (c.price + mealNight);
    return sum + gstOn(night - (flat.discount * night) / taxable, c.rate);
  }, 0);
  const total = flat.total + Math.round(taxes);
  return { ...flat, taxes: Math.round(taxes), taxRate: Math.max(...rates), total, payNow: total, payLater: 0 };
}

/**
 * What one room of a stay costs with its taxes (paise): each night's price and meal add-on, with GST at the
 * slab of that room's price that night, as priceHotelRooms charges it. A room's share of a booking's
 * payment (and so of its refund) is in proportion to it (rules/cancellation.ts refundOfParts).
 */
export const hotelRoomCharge = (nightPrices: number[], mealNight = 0) =>
  nightPrices.reduce((n, price) => n + price + mealNight + gstOn(price + mealNight, gstRate('hotel', price)), 0);

/** Cab: the discounted price (paise) plus GST; paying in part, the cab's advance share of the total now. */
export function priceCab(p: {
  discountedPrice: number;
  paymentChoice?: PaymentChoice;
  advancePercent?: number;
  discount?: number;
}): Breakdown {
  const share = p.paymentChoice === 'half' ? (p.advancePercent ?? DEFAULT_ADVANCE_PERCENT) : 100;
  return settle({ base: p.discountedPrice, taxRate: gstRate('cab'), discount: p.discount }, share);
}

/**
 * A priced cab trip (rules/cab-fares.ts tripFare): its fare lines with GST, its tolls and permits passed
 * through; paying in part, the cab's advance share of the total now.
 */
export function priceCabTrip(p: { fare: TripFare; paymentChoice?: PaymentChoice; advancePercent?: number; discount?: number }): Breakdown {
  const share = p.paymentChoice === 'half' ? (p.advancePercent ?? DEFAULT_ADVANCE_PERCENT) : 100;
  return settle({ base: p.fare.fare, passThrough: p.fare.passThrough, taxRate: gstRate('cab'), discount: p.discount }, share);
}

/** A hotel's GST per night on its tariff (paise), as the cards show it. */
export const hotelNightlyTax = (pricePaise: number) => gstOn(pricePaise, gstRate('hotel', pricePaise));
/** A cab's GST on its fare (paise), as the cards show it. */
export const cabTripTax = (farePaise: number) => gstOn(farePaise, gstRate('cab'));
/** A tour's GST per person on its price (paise), as the cards show it. */
export const tourPersonTax = (pricePaise: number) => gstOn(pricePaise, gstRate('tour'));

export const breakdownInRupees = (b: Breakdown): Breakdown => ({
  base: rupeesOf(b.base),
  taxes: rupeesOf(b.taxes),
  taxRate: b.taxRate,
  meals: rupeesOf(b.meals),
  insurance: rupeesOf(b.insurance),
  donation: rupeesOf(b.donation),
  passThrough: rupeesOf(b.passThrough),
  addOns: rupeesOf(b.addOns),
  discount: rupeesOf(b.discount),
  total: rupeesOf(b.total),
  payNow: rupeesOf(b.payNow),
  payLater: rupeesOf(b.payLater),
});

/** What a line is, for a page that says it in its own language (`common.priceLine.<code>`). */
export type PriceLineCode = 'base' | 'meals' | 'discount' | 'gst' | 'insurance' | 'donation' | 'passThrough';
export type PriceLine = { code: PriceLineCode; label: string; amount: number };
/**
 * A booking's price as every screen lists it, line by line, adding up to its total: the supply, a coupon's
 * discount (negative), GST on what is left, then the untaxed add-ons. Lines of nothing are left out.
 */
export function priceLines(b: Breakdown): PriceLine[] {
  const lines: (PriceLine & { always?: boolean })[] = [
    { code: 'base', label: 'Base price', amount: b.base, always: true },
    { code: 'meals', label: 'Meal plan', amount: b.meals },
    { code: 'discount', label: 'Coupon discount', amount: -b.discount },
    { code: 'gst', label: `GST (${b.taxRate}%)`, amount: b.taxes, always: true },
    { code: 'insurance', label: 'Trip insurance', amount: b.insurance },
    { code: 'donation', label: 'Donation', amount: b.donation },
    { code: 'passThrough', label: 'Tolls and permits (estimate, no GST)', amount: b.passThrough },
  ];
  return lines.filter((l) => l.always || l.amount !== 0).map(({ code, label, amount }) => ({ code, label, amount }));
}
