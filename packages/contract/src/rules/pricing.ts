// What a booking costs, line by line: one pure function per kind, in integer paise. The API stores
// exactly these lines on the booking and the pages show them, so a page and the stored booking never
// differ. Zod-free, so any page may import it.

export const MEAL_PLANS = ['none', 'breakfast', 'half-board', 'full-board'] as const;
export type MealPlan = (typeof MEAL_PLANS)[number];

/** Rupees per room per night. */
export const MEAL_PLAN_PRICES: Record<MealPlan, number> = { none: 0, breakfast: 2950, 'half-board': 8496, 'full-board': 14160 };
/** Rupees, once per booking. */
export const TRIP_INSURANCE_PRICE = 158;
export const DONATION_PRICE = 35;

/** A cab is paid in full now, or half now and the rest to the driver. */
export const PAYMENT_CHOICES = ['full', 'half'] as const;
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number];

/** Every line of a booking's price. Amounts in paise (or rupees after `breakdownInRupees`). */
export type Breakdown = {
  base: number;
  taxes: number;
  /** the meal plan, per room-night */
  meals: number;
  /** trip insurance */
  insurance: number;
  donation: number;
  /** meals + insurance + donation */
  addOns: number;
  total: number;
  /** what is paid when booking: the total, or a cab's advance */
  payNow: number;
  /** what is paid later: the rest of a cab's fare, to the driver */
  payLater: number;
};

type Lines = Pick<Breakdown, 'base' | 'taxes'> & Partial<Pick<Breakdown, 'meals' | 'insurance' | 'donation'>>;

function settle({ base, taxes, meals = 0, insurance = 0, donation = 0 }: Lines, payment: PaymentChoice = 'full'): Breakdown {
  const addOns = meals + insurance + donation;
  const total = base + taxes + addOns;
  const payNow = payment === 'half' ? Math.round(total / 2) : total;
  return { base, taxes, meals, insurance, donation, addOns, total, payNow, payLater: total - payNow };
}

export const paise = (rupees: number) => Math.round(rupees * 100);
export const rupeesOf = (paiseAmount: number) => paiseAmount / 100;

/** Tour: price (paise, per person) × persons; no taxes or add-ons. */
export function priceTour(p: { price: number; persons: number }): Breakdown {
  return settle({ base: p.price * p.persons, taxes: 0 });
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
  return settle({
    base: roomNights * p.price,
    taxes: roomNights * p.taxes,
    meals: roomNights * paise(MEAL_PLAN_PRICES[p.mealPlan]),
    insurance: p.insurance ? paise(TRIP_INSURANCE_PRICE) : 0,
    donation: p.donation ? paise(DONATION_PRICE) : 0,
  });
}

/** Cab: the discounted price (paise) plus its tax percent, rounded to the paisa; half of it now when paying in part. */
export function priceCab(p: { discountedPrice: number; taxPercent: number; paymentChoice?: PaymentChoice }): Breakdown {
  return settle({ base: p.discountedPrice, taxes: Math.round((p.discountedPrice * p.taxPercent) / 100) }, p.paymentChoice);
}

export const breakdownInRupees = (b: Breakdown): Breakdown => ({
  base: rupeesOf(b.base),
  taxes: rupeesOf(b.taxes),
  meals: rupeesOf(b.meals),
  insurance: rupeesOf(b.insurance),
  donation: rupeesOf(b.donation),
  addOns: rupeesOf(b.addOns),
  total: rupeesOf(b.total),
  payNow: rupeesOf(b.payNow),
  payLater: rupeesOf(b.payLater),
});
