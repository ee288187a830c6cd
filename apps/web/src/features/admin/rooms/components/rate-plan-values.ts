// A rate plan form's values and the body they make: each room type sold with its base price and its prices by
// guests (empty: none), or the plan it follows; a number left empty is NaN.
import type { RatePlan, RatePlanInput, RoomType } from '@raahi/contract/rooms';
import type { CancellationPolicy } from '@raahi/contract/rules/cancellation';

/** the adult counts a room type prices below its base occupancy: 1 … base − 1 */
export const fewerAdults = (r: Pick<RoomType, 'baseOccupancy'>) =>
  Array.from({ length: Math.max(0, r.baseOccupancy - 1) }, (_, i) => i + 1);
/** whether it takes more adults than its base occupancy */
export const takesExtraAdults = (r: Pick<RoomType, 'baseOccupancy' | 'maxAdults' | 'maxOccupancy'>) =>
  Math.min(r.maxAdults, r.maxOccupancy) > r.baseOccupancy;

type Sell = {
  roomTypeId: string;
  on: boolean;
  price: number;
  /** the price for 1, 2, … adults below the base occupancy (index: adults − 1) */
  fewer: number[];
  extraAdult: number;
  /** one a child age band */
  extraChild: number[];
};
export type RatePlanValues = {
  name: string;
  mealPlan: RatePlan['mealPlan'] | '';
  cancellationPolicy: CancellationPolicy | null;
  sells: Sell[];
  derived: { ratePlanId: string; mode: 'percent' | 'rupees'; amount: number };
  minDaysBefore: number;
  maxDaysBefore: number;
};

export function ratePlanValues(roomTypes: RoomType[], bands: number, p?: RatePlan): RatePlanValues {
  const d = p?.derivedFrom;
  return {
    name: p?.name ?? '',
    mealPlan: p?.mealPlan ?? 'EP',
    cancellationPolicy: p?.cancellationPolicy ?? null,
    sells: roomTypes.map((r) => {
      const price = p?.prices.find((x) => x.roomTypeId === r._id);
      return {
        roomTypeId: r._id,
        on: p ? !!price : true,
        price: price?.price ?? Number.NaN,
        fewer: fewerAdults(r).map((n) => price?.byAdults?.[String(n)] ?? Number.NaN),
        extraAdult: price?.extraAdult ?? Number.NaN,
        extraChild: Array.from({ length: bands }, (_, b) => price?.extraChild?.[b] ?? Number.NaN),
      };
    }),
    derived: d
      ? { ratePlanId: d.ratePlanId, mode: 'percent' in d ? 'percent' : 'rupees', amount: 'percent' in d ? d.percent : d.rupees }
      : { ratePlanId: '', mode: 'percent', amount: Number.NaN },
    minDaysBefore: p?.minDaysBefore ?? Number.NaN,
    maxDaysBefore: p?.maxDaysBefore ?? Number.NaN,
  };
}

const orNull = (n: number) => (Number.isNaN(n) ? null : n);

const set = (n: number | undefined) => n !== undefined && !Number.isNaN(n);

/** A room type's prices by guests as the body sends them: only what is filled in (a child band left empty: ₹0). */
function guestPrices(s: Sell) {
  const byAdults = Object.fromEntries(s.fewer.flatMap((n, i) => (set(n) ? [[String(i + 1), n]] : [])));
  return {
    ...(Object.keys(byAdults).length && { byAdults }),
    ...(set(s.extraAdult) && { extraAdult: s.extraAdult }),
    ...(s.extraChild.some(set) && { extraChild: s.extraChild.map((n) => (set(n) ? n : 0)) }),
  };
}

export function toBody(v: RatePlanValues): RatePlanInput {
  const derived = v.derived.ratePlanId !== '';
  return {
    name: v.name,
    mealPlan: v.mealPlan as RatePlan['mealPlan'],
    cancellationPolicy: v.cancellationPolicy as RatePlanInput['cancellationPolicy'],
    prices: v.sells
      .filter((s) => s.on)
      .map((s) => ({ roomTypeId: s.roomTypeId, ...(derived ? {} : { price: s.price, ...guestPrices(s) }) })),
    derivedFrom: derived ? { ratePlanId: v.derived.ratePlanId, [v.derived.mode]: v.derived.amount } : null,
    minDaysBefore: orNull(v.minDaysBefore),
    maxDaysBefore: orNull(v.maxDaysBefore),
  };
}
