// Indian time: booking rules speak of Indian calendar days (YYYY-MM-DD) and Indian clock times.
// India has one time zone and no daylight saving, so it is a fixed offset. Zod-free.

export const IST_OFFSET_MINUTES = 330;
export const IST_OFFSET = '+05:30';
export const IST_TIME_ZONE = 'Asia/Kolkata';
const OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** The Indian wall-clock time of an instant, `YYYY-MM-DDTHH:mm`. */
export const indianLocalTime = (instant: Date): string => new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 16);

/** Today's calendar date in India. */
export const todayInIndia = (now = new Date()): string => indianLocalTime(now).slice(0, 10);

/** The instant of an Indian wall-clock `YYYY-MM-DDTHH:mm[:ss]`. */
export const instantOfIndianTime = (local: string): Date => new Date(`${local.length === 16 ? `${local}:00` : local}${IST_OFFSET}`);

/** The instant an Indian calendar day starts. */
export const startOfIndianDay = (day: string): Date => new Date(`${day}T00:00:00${IST_OFFSET}`);

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** A day n days from today in India. */
export const dayFromToday = (n: number, now = new Date()): string => addDays(todayInIndia(now), n);
