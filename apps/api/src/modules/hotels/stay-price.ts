// The price of a stay on a dated search's card: of every room type and plan the hotel can sell for the stay,
// the lowest all-in, priced as a booking is: each night's rate in force (rules/rates.ts rateCell) for the rooms
// the guests need, GST night by night by the charge's own function (rules/pricing.ts priceHotelNights).
import { priceHotelNights } from '@raahi/contract/rules/pricing';
import { rateCell, type PriceAdjustment, type RateMealPlan } from '@raahi/contract/rules/rates';
import { DEFAULT_POLICIES, type CancellationPolicy } from '@raahi/contract/rules/cancellation';
import { stayDates } from '@raahi/contract/rules/sellability';
import type { StayOptionRow } from './stay-search.repo.ts';

/** paise; with what the plan offered gives: its meal plan, and whether it cancels free for a while */
export type StayPrice = { nights: number; rooms: number; total: number; taxes: number; mealPlan: RateMealPlan; freeCancellation: boolean };

/** A policy that refunds in full when cancelled early enough (the default one does: rules/cancellation.ts). */
const cancelsFree = (p: CancellationPolicy | null): boolean => {
  const policy = p ?? DEFAULT_POLICIES.hotel;
  return policy.type === 'free-until' || (policy.type === 'tiers' && policy.tiers.some((t) => t.refundPercent >= 100));
};

const adjustmentOf = (o: StayOptionRow): PriceAdjustment =>
  o.derivePercent !== null ? { percent: o.derivePercent } : { rupees: (o.deriveAmount ?? 0) / 100 };

/** One room type and plan's price for the stay: its nights' prices × the rooms, and the GST the charge adds. */
export function priceOption(o: StayOptionRow, dates: string[]): StayPrice {
  const set = new Map(o.overrides.map((x) => [x.night, Number(x.price)]));
  const nightPrices = dates.map((d) => {
    const entry = set.get(d);
    return o.derived
      ? rateCell(0, undefined, { parentPrice: entry ?? o.base, adj: adjustmentOf(o) }).price
      : rateCell(o.base, { price: entry }).price;
  });
  const b = priceHotelNights({ nightPrices, rooms: o.rooms, mealPlan: 'none', insurance: false, donation: false });
  return {
    nights: dates.length,
    rooms: o.rooms,
    total: b.base,
    taxes: b.taxes,
    mealPlan: o.mealPlan ?? 'EP',
    freeCancellation: cancelsFree(o.policy),
  };
}

/** Each hotel's lowest all-in price for the stay [checkin, checkout) over its options. */
export function lowestStays(options: StayOptionRow[], checkin: string, checkout: string): Map<string, StayPrice> {
  const dates = stayDates(checkin, checkout);
  const lowest = new Map<string, StayPrice>();
  for (const o of options) {
    const price = priceOption(o, dates);
    const best = lowest.get(o.hotelId);
    const allIn = price.total + price.taxes;
    if (!best || allIn < best.total + best.taxes || (allIn === best.total + best.taxes && price.rooms < best.rooms))
      lowest.set(o.hotelId, price);
  }
  return lowest;
}
