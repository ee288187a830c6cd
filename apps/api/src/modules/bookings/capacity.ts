// What a listing can still take. Callers hold the listing's row lock (bookings.repo lock*) for the
// whole transaction, so the count they pass in cannot change before their insert commits.
import { conflict } from '../../lib/errors.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function assertRoomsLeft(rooms: number, taken: number, wanted: number) {
  const left = Math.max(0, rooms - taken);
  if (wanted <= left) return;
  throw conflict(left === 0 ? 'No rooms left for these dates.' : `Only ${plural(left, 'room', 'rooms')} left for these dates.`, 'sold_out');
}

export function assertSeatsLeft(seats: number, taken: number, wanted: number) {
  const left = Math.max(0, seats - taken);
  if (wanted <= left) return;
  throw conflict(left === 0 ? 'This date is sold out.' : `Only ${plural(left, 'seat', 'seats')} left on this date.`, 'sold_out');
}

export function assertCabFree(busy: boolean) {
  if (busy) throw conflict('This cab is already booked at that time.', 'sold_out');
}
