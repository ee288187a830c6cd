// A room's price a night for its guests (issue 29): a rate plan sets, per room type, `price` for the base
// occupancy, `byAdults` for fewer adults (a price set for a higher count serves the lower ones not set),
// `extraAdult` for each adult beyond the base, and `extraChild` per child age band (0: free), whatever the
// adults. Infants pay nothing; a child from the hotel's adult age pays as an adult. Amounts in paise.
// Zod-free (docs/decisions/0064-guests-by-age-and-rooms-by-occupancy.md).
import { countGuests, DEFAULT_AGE_RULES, type AgeRules, type RoomGuests } from './occupancy.ts';
import { adjustPrice, type PriceAdjustment } from './rates.ts';

/** What a plan sets of a room type's price beyond the base occupancy's (paise); a night may override each. */
export type OccupancyPrices = {
  /** adults (as a string key, '1', '2', …) → the price for that many, below the base occupancy */
  byAdults?: Record<string, number>;
  extraAdult?: number;
  /** one price a child age band, in the hotel's band order */
  extraChild?: number[];
};

/** A night's override over the plan's: each key it sets replaces the plan's (byAdults key by key). */
export function occupancyPricesInForce(
  plan: OccupancyPrices | null | undefined,
  night: OccupancyPrices | null | undefined,
): OccupancyPrices {
  if (!night) return plan ?? {};
  return {
    byAdults: plan?.byAdults || night.byAdults ? { ...plan?.byAdults, ...night.byAdults } : undefined,
    extraAdult: night.extraAdult ?? plan?.extraAdult,
    extraChild: night.extraChild ?? plan?.extraChild,
  };
}

/**
 * The whole price a night of one room for its guests (paise): `base` is the plan's price that night for
 * `baseOccupancy` adults. Extra guests and, in a plan with meals, their meals are in the figures the owner set.
 */
export function roomNightPrice(
  base: number,
  baseOccupancy: number,
  guests: RoomGuests,
  prices: OccupancyPrices = {},
  ages: AgeRules = DEFAULT_AGE_RULES,
): number {
  const c = countGuests(guests, ages);
  let price = base;
  if (c.adults < baseOccupancy) {
    for (let n = c.adults; n < baseOccupancy; n++) {
      const set = prices.byAdults?.[String(n)];
      if (set !== undefined) {
        price = set;
        break;
      }
    }
  } else price += (c.adults - baseOccupancy) * (prices.extraAdult ?? 0);
  for (const band of c.childBands) price += prices.extraChild?.[band] ?? 0;
  return price;
}

/**
 * A derived plan's prices by occupancy as it answers them: the parent's, adjusted as its price is (a percent
 * scales every figure; rupees move the prices for fewer adults, not the extras). What it charges is the
 * parent's whole price for the guests, adjusted (roomNightPrice, then adjustPrice).
 */
export function adjustOccupancy(o: OccupancyPrices | null, adj: PriceAdjustment): OccupancyPrices | null {
  if (!o) return null;
  const extra = (n: number) => ('percent' in adj ? Math.round((n * (1 + adj.percent / 100)) / 100) * 100 : n);
  return {
    ...(o.byAdults && { byAdults: Object.fromEntries(Object.entries(o.byAdults).map(([k, v]) => [k, adjustPrice(v, adj)])) }),
    ...(o.extraAdult !== undefined && { extraAdult: extra(o.extraAdult) }),
    ...(o.extraChild && { extraChild: o.extraChild.map(extra) }),
  };
}
