// How much one booking may take (the schemas refuse more, and the pages stop their counters there), and
// how much one account may hold unpaid at once (the booking routine refuses more).
// Zod-free, so any page may import it.

export const MAX_PERSONS = 50;
export const MAX_ROOMS = 20;
export const MAX_NIGHTS = 30;
export const MAX_GUESTS = 100;
/** A cab trip without a drop-off time is taken to last this long. */
export const DEFAULT_CAB_TRIP_HOURS = 8;
export const MAX_CAB_TRIP_DAYS = 14;

/**
 * What one account may hold unpaid at once, per kind: otherwise one fresh account could book a hotel's
 * every room for a month and never pay. Unpaid is Pending for now (holds that expire come with payments).
 */
export const UNPAID_CAPS = {
  /** rooms × nights over every pending hotel stay that has not ended */
  hotel: { max: 60, unit: 'room-nights (rooms × nights)' },
  /** persons over every pending tour booking whose date has not passed */
  tour: { max: 60, unit: 'tour seats' },
  /** pending cab trips that have not ended */
  cab: { max: 10, unit: 'cab trips' },
} as const satisfies Record<'hotel' | 'tour' | 'cab', { max: number; unit: string }>;

/** The refusal (a sentence naming the cap) when holding `wanted` more would take an account past it, else null. */
export function unpaidCapRefusal(kind: keyof typeof UNPAID_CAPS, held: number, wanted: number): string | null {
  const { max, unit } = UNPAID_CAPS[kind];
  if (held + wanted <= max) return null;
  return (
    `One account may hold at most ${max} unpaid ${unit} at once; you already hold ${held} and this booking needs ${wanted}. ` +
    'Cancel a pending booking, wait until one is confirmed, or book less.'
  );
}

/**
 * How many unpaid bookings (hotel, cab and tour together) one account may hold at once: an account is free
 * to make, so one whose email address is not confirmed holds one, and a confirmed one three.
 */
export const UNPAID_BOOKINGS = { unverified: 1, verified: 3 };
export type UnpaidBookingsCaps = typeof UNPAID_BOOKINGS;

/** The refusal (saying why, and how to hold more) when an account already holds all the unpaid bookings it may, else null. */
export function unpaidBookingsRefusal(emailVerified: boolean, held: number, caps: UnpaidBookingsCaps = UNPAID_BOOKINGS): string | null {
  const max = emailVerified ? caps.verified : caps.unverified;
  if (held < max) return null;
  const bookings = (n: number) => (n === 1 ? 'one unpaid booking' : `${n} unpaid bookings`);
  if (emailVerified)
    return `One account may hold ${bookings(max)} at once, and you hold ${held}. Pay for one or cancel it in My Bookings, then book again.`;
  return (
    `Until your email address is confirmed, an account may hold ${bookings(max)} at a time, and you hold ${held}. ` +
    `Pay or cancel in My Bookings, or confirm your email to hold up to ${caps.verified}: ` +
    'follow the link we sent you (the banner at the top of the page sends it again).'
  );
}
