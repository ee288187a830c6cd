// The stay (dates, guests and their rooms) that travels in the address from a search to the hotel's page and
// its booking, and from the home page's search to the results.
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { formatOccupancy, type Occupancy } from '@raahi/contract/rules/occupancy';

export function defaultStay() {
  const today = todayInIndia();
  return { checkin: today, checkout: addDays(today, 1), guests: 2 };
}

/** A stay's address query: its place when given, dates and guests, and its rooms (`occupancy`) when chosen. */
export function stayQuery(s: { location?: string; checkin: string; checkout: string; guests: number; occupancy?: Occupancy }): string {
  const q = new URLSearchParams();
  if (s.location?.trim()) q.set('location', s.location.trim());
  q.set('checkin', s.checkin);
  q.set('checkout', s.checkout);
  q.set('guests', String(s.guests));
  for (const room of s.occupancy ? formatOccupancy(s.occupancy) : []) q.append('occupancy', room);
  return `?${q}`;
}
