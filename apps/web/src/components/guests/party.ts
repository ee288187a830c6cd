// Who stays or travels, as the guests picker edits it: rooms of adults and children by age (a tour is one
// "room": its party). Zod-free and tiny, so every search form may import it.
import { MAX_CHILD_AGE, MAX_GUESTS_PER_ROOM, MAX_ROOMS, spreadGuests, type RoomGuests } from '@raahi/contract/rules/occupancy';

export type Room = RoomGuests;
export type PartyLimits = {
  /** most rooms (1: no rooms, a party) */
  maxRooms: number;
  /** most adults and children together in one room (a party: adults + children) */
  maxGuests: number;
  maxAdults: number;
  maxChildren: number;
};

/** The hotel search: up to 6 rooms, 8 guests in a room. */
export const HOTEL_LIMITS: PartyLimits = {
  maxRooms: MAX_ROOMS,
  maxGuests: MAX_GUESTS_PER_ROOM,
  maxAdults: MAX_GUESTS_PER_ROOM,
  maxChildren: MAX_GUESTS_PER_ROOM - 1,
};
/** A child's age the first time it is added, before one is chosen. */
export const NEW_CHILD_AGE = 5;
export const CHILD_AGES = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => age);
export const DEFAULT_ROOMS: Room[] = [{ adults: 2, childAges: [] }];

/** A stay asked with only a number of guests: them as adults, up to 8 a room (at most 6 rooms). */
export const roomsForGuests = (guests: number): Room[] => {
  const people = Math.min(Math.max(1, guests || 1), HOTEL_LIMITS.maxRooms * HOTEL_LIMITS.maxGuests);
  return spreadGuests(people, Math.ceil(people / HOTEL_LIMITS.maxGuests));
};

export const totals = (rooms: readonly Room[]) => ({
  rooms: rooms.length,
  adults: rooms.reduce((n, r) => n + r.adults, 0),
  children: rooms.reduce((n, r) => n + r.childAges.length, 0),
});

/** The rooms with one room's change; counts kept inside the limits. */
export function withRoom(rooms: readonly Room[], index: number, room: Room, limits: PartyLimits): Room[] {
  const adults = Math.min(limits.maxAdults, Math.max(1, room.adults));
  const childAges = room.childAges.slice(0, Math.min(limits.maxChildren, limits.maxGuests - adults));
  return rooms.map((r, i) => (i === index ? { adults, childAges } : r));
}
