import type { TourInput } from '@raahi/contract/tour-admin';
import type { Tour, TourCard, TourPlanDay as WirePlanDay } from '@raahi/contract/tours';
import type { TourCardRow } from './tours.repo.ts';
import type { TourPlanDay, tours } from '../../db/schema.ts';
import { DEFAULT_POLICIES } from '@raahi/contract/rules/cancellation';
import { trueClaims } from '@raahi/contract/rules/listing-claims';
import { TRANSLATED_FIELDS } from '@raahi/contract/rules/translations';
import { toPaise, toRupees } from '../../lib/money.ts';
import { timestamps } from '../../lib/timestamps.ts';
import { answered } from '../../lib/translations.ts';

const planToWire = (plan: TourPlanDay[]): WirePlanDay[] =>
  plan.map((d) => ({
    ...d,
    hotels: d.hotels.map(({ timing, ...h }) => ({ ...h, timming: timing })),
  }));

const planFromWire = (plan: TourInput['tourPlan']): TourPlanDay[] =>
  plan.map((d, i) => ({
    ...d,
    day: i + 1,
    hotels: d.hotels.map(({ timming, ...h }) => ({ ...h, timing: timming })),
  }));

/** A tour as a list shows it (its card). */
export function toWireTourCard(t: TourCardRow): TourCard {
  return {
    _id: t.id,
    name: t.name,
    type: t.type,
    image: t.image,
    photos: t.photos,
    price: toRupees(t.price),
    rating: t.rating,
    ratings: t.rating,
    reviews: t.reviews,
    location: t.location,
    duration: t.duration,
    nights: t.nights,
    days: t.days,
    availableFrom: t.availableFrom,
    availableTill: t.availableTill,
    featured: t.featured,
    seatsPerDeparture: t.seatsPerDeparture,
    ...timestamps(t),
    ...answered(t.translations, TRANSLATED_FIELDS.card),
  };
}

export function toWireTour(t: typeof tours.$inferSelect): Tour {
  return {
    ...toWireTourCard(t),
    description: t.description,
    inclusions: trueClaims(t.inclusions, t.cancellationPolicy ?? DEFAULT_POLICIES.tour),
    tourPlan: planToWire(t.tourPlan),
    childPrices: t.childPrices.map((b) => ({ ...b, price: toRupees(b.price) })),
    infantBelowAge: t.infantBelowAge,
    singleSupplement: toRupees(t.singleSupplement),
    cancellationPolicy: t.cancellationPolicy,
    ...answered(t.translations, TRANSLATED_FIELDS.tour),
  };
}

/** Column values from an admin's tour body; days are renumbered from 1. */
export function tourFromWire(input: TourInput): Omit<typeof tours.$inferInsert, 'id'> {
  const days = input.days ?? Math.max(1, input.tourPlan.length);
  return {
    name: input.name,
    type: input.type.toLowerCase(),
    description: input.description,
    image: input.image || input.photos[0] || '',
    photos: input.photos,
    price: toPaise(input.price),
    location: input.location,
    duration: input.duration,
    nights: input.nights ?? Math.max(0, days - 1),
    days,
    inclusions: input.inclusions,
    tourPlan: planFromWire(input.tourPlan),
    availableFrom: input.availableFrom,
    availableTill: input.availableTill,
    featured: input.featured,
    ...(input.seatsPerDeparture ? { seatsPerDeparture: input.seatsPerDeparture } : {}),
    // left out: kept as they are
    ...(input.childPrices ? { childPrices: input.childPrices.map((b) => ({ ...b, price: toPaise(b.price) })) } : {}),
    ...(input.infantBelowAge !== undefined ? { infantBelowAge: input.infantBelowAge } : {}),
    ...(input.singleSupplement !== undefined ? { singleSupplement: toPaise(input.singleSupplement) } : {}),
    cancellationPolicy: input.cancellationPolicy,
    translations: input.translations,
  };
}
