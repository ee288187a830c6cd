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

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const twoDigits = (v: number) => (v < 10 ? `0${v}` : `${v}`);

/** The day through a Date: what any input that is not a real day of years 1000–9999 gets (and throws on). */
function addDaysByDate(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * The day n days after `day` (before, when n < 0). Counted in whole days since 1970-01-01 and back (H. Hinnant's
 * civil-day formulas) rather than through a Date: a year's calendar edit adds days some 20,000 times and a
 * Date and its ISO text cost four times as much (docs/performance.md). Same answers, `addDaysByDate` the proof.
 */
export function addDays(day: string, n: number): string {
  if (!ISO_DAY.test(day) || !Number.isInteger(n)) return addDaysByDate(day, n);
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7));
  const d = Number(day.slice(8, 10));
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  if (m < 1 || m > 12 || d < 1 || d > DAYS_IN_MONTH[m - 1]! + (m === 2 && leap ? 1 : 0)) return addDaysByDate(day, n);
  // the day's number (a year counted from March, so that a leap day ends it), plus n
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yearOfEra = yy - era * 400;
  const dayOfYear = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  const z = era * 146097 + yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear + n;
  // and back to a year, month and day
  const era2 = Math.floor(z / 146097);
  const dayOfEra = z - era2 * 146097;
  const yoe = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365);
  const doy = dayOfEra - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era2 * 400 + (month <= 2 ? 1 : 0);
  if (year < 1000 || year > 9999) return addDaysByDate(day, n);
  return `${year}-${twoDigits(month)}-${twoDigits(doy - Math.floor((153 * mp + 2) / 5) + 1)}`;
}

export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** A day n days from today in India. */
export const dayFromToday = (n: number, now = new Date()): string => addDays(todayInIndia(now), n);
