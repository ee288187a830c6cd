// The lowest price of each night of a month at a hotel, as the guest's date picker shows it: over every live
// room type with a room left that night (not stop-sold) and every live plan selling it that is open that night
// and bookable that far ahead. One room, before taxes; nothing on sale (or a past night) is null.
import { daysBetween, todayInIndia } from '@raahi/contract/rules/dates';
import { nightsOfMonth } from '@raahi/contract/rules/rates';
import type { Db } from '../../db/client.ts';
import { loadHotelNights, roomsFree, type HotelNights } from './hotel-nights.ts';

/** paise, or null */
export function lowestOn(h: HotelNights, night: string, today: string): number | null {
  const lead = daysBetween(today, night);
  let lowest: number | null = null;
  for (const roomType of h.roomTypes) {
    if (roomType.archivedAt) continue;
    if (roomsFree(h.roomNight(roomType.id, night)) === 0) continue;
    for (const { plan, prices } of h.plans) {
      if (plan.archivedAt || !prices.has(roomType.id)) continue;
      if ((plan.minDaysBefore !== null && lead < plan.minDaysBefore) || (plan.maxDaysBefore !== null && lead > plan.maxDaysBefore))
        continue;
      const cell = h.rateNight(plan.id, roomType.id, night);
      if (!cell.closed && (lowest === null || cell.price < lowest)) lowest = cell.price;
    }
  }
  return lowest;
}

/** The month's nights with their lowest price (paise, or null). */
export async function lowestNightPrices(db: Db, hotelId: string, month: string, today = todayInIndia()) {
  const nights = nightsOfMonth(month);
  const h = await loadHotelNights(db, hotelId, nights[0]!, nights.at(-1)!);
  return nights.map((date) => ({ date, price: date < today ? null : lowestOn(h, date, today) }));
}
