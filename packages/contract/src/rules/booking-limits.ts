// How much one booking may take. The schemas refuse more, and the pages stop their counters there.
// Zod-free, so any page may import it.

export const MAX_PERSONS = 50;
export const MAX_ROOMS = 20;
export const MAX_NIGHTS = 30;
export const MAX_GUESTS = 100;
/** A cab trip without a drop-off time is taken to last this long. */
export const DEFAULT_CAB_TRIP_HOURS = 8;
export const MAX_CAB_TRIP_DAYS = 14;
