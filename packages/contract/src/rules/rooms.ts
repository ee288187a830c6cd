// How many rooms a party needs. The hotel page says a standard room fits two adults. Zod-free.

export const ADULTS_PER_ROOM = 2;

/** The rooms `guests` people need (at least one). */
export const roomsForGuests = (guests: number): number => Math.max(1, Math.ceil(guests / ADULTS_PER_ROOM));
