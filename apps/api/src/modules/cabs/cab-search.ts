// GET /api/cab for a trip: the cars that serve its pickup and are free until their return, each with the trip
// priced on its own card, in the order asked for (rules/ranking.ts).
import type { Cab, CabListQuery } from '@raahi/contract/cabs';
import { tripFare, tripFareProblem } from '@raahi/contract/rules/cab-fares';
import { dayFromToday, instantOfIndianTime } from '@raahi/contract/rules/dates';
import { priceCabTrip } from '@raahi/contract/rules/pricing';
import { DEFAULT_ORDER } from '@raahi/contract/rules/ranking';
import type { Db } from '../../db/client.ts';
import { toWireCab } from '../listings/index.ts';
import { cityOf } from '../places/index.ts';
import { cabsFreeFor } from './cabs.repo.ts';
import { cardOf, orderOf, pricedTrip, routeSlot, serves } from './cab-trips.ts';

/** Without a time, a search is for 09:00 (Indian time); without a date, for tomorrow. */
export const DEFAULT_PICKUP_TIME = '09:00';

export const isTripSearch = (q: CabListQuery) => q.from !== undefined || q.trip !== undefined;

export async function searchTrip(db: Db, q: CabListQuery): Promise<{ items: Cab[]; total: number }> {
  const pickup = instantOfIndianTime(`${q.date ?? dayFromToday(1)}T${q.time ?? DEFAULT_PICKUP_TIME}`);
  const order = orderOf(q, pickup);
  const slot = routeSlot(order);
  const rows = await cabsFreeFor(db, q, { city: cityOf(order.from).id, at: order.from }, slot.pickup, slot.busyUntil);
  const asked = { ...order, distanceKm: order.distance.km };
  const priced = rows.flatMap((cab) => {
    const card = cardOf(cab);
    if (!serves(cab, order) || tripFareProblem(card, asked)) return [];
    const fare = tripFare(card, asked);
    return [{ cab, fare, price: priceCabTrip({ fare }) }];
  });
  // the published ranking (rules/ranking.ts): newest unless asked; price is the trip's fare before taxes
  const sort = q.sort ?? DEFAULT_ORDER;
  priced.sort((a, b) => {
    if (sort === 'price') return a.price.base - b.price.base;
    if (sort === '-price') return b.price.base - a.price.base;
    if (sort === 'rating') return b.cab.rating - a.cab.rating;
    return b.cab.createdAt.getTime() - a.cab.createdAt.getTime();
  });
  const page = q.page ?? 1;
  const limit = q.limit ?? 10;
  const items = priced
    .slice((page - 1) * limit, page * limit)
    .map(({ cab, fare, price }) => ({ ...toWireCab(cab), trip: pricedTrip(order, fare, price) }));
  return { items, total: priced.length };
}
