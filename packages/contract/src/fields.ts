// The pieces every schema of the contract is built from. Written with zod/mini: its functions are
// tree-shakable, so a page that validates one form or parses one answer bundles a few kilobytes of
// zod, not the ~90 KB (gzip) of zod's chainable API (docs/decisions/0005-endpoint-table.md).
// Text refuses NUL bytes and dates and numbers stay within what PostgreSQL stores, so bad input is a 400
// with a field message, never a database error.
import * as z from 'zod/mini';
import { isStoredImagePath } from './renditions.ts';
import { ROLES } from './rules/access.ts';
import { BOOKING_STATUSES, statusNamed } from './rules/booking-actions.ts';
import { isId } from './rules/ids.ts';
import type { AdminOnlyListingField } from './rules/listing-fields.ts';

export const REQUIRED = 'This field is required.';
const NO_NUL = 'Contains a character that is not allowed.';
const noNul = z.refine<string>((v) => !v.includes('\u0000'), NO_NUL);

const idText = z.string().check(z.minLength(1, REQUIRED), z.maxLength(1000));
/**
 * Every identifier travels as a string in `_id`. One that a client sends (in a query or a body) must be
 * well formed: anything else names no row, so it is refused with a field message, never sent to the database.
 */
export const id = idText.check(z.refine(isId, 'Not a valid id.'));
/**
 * A path parameter that names a row. Whatever is not an identifier (malformed, or with a NUL byte)
 * names nothing, so the lookup answers 404: never refused as input, never sent to the database.
 */
export const pathId = idText;
export const idParams = z.object({ id: pathId });

/** Trimmed text of at most `max` characters (may be empty). */
/* @__NO_SIDE_EFFECTS__ */
export const shortText = (max = 200) => z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters.`), noNul);
/** Trimmed text, not empty, of at most `max` characters. */
/* @__NO_SIDE_EFFECTS__ */
export const requiredText = (max = 200) =>
  z.string().check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(max, `At most ${max} characters.`), noNul);
/** Text kept as typed (line breaks and all), of at most `max` characters. */
/* @__NO_SIDE_EFFECTS__ */
export const longText = (max = 20_000) => z.string().check(z.maxLength(max, `At most ${max} characters.`), noNul);
/**
 * A password: hashed, never stored as text, so kept exactly as typed (never trimmed), but like every
 * text without a NUL byte, which no one can type.
 */
/* @__NO_SIDE_EFFECTS__ */
export const password = (min: number, message: string) =>
  z.string().check(z.minLength(min, message), z.maxLength(200, 'At most 200 characters.'), noNul);
/** A list of trimmed texts. */
/* @__NO_SIDE_EFFECTS__ */
export const textList = (maxItems = 50, maxLen = 300) =>
  z.array(shortText(maxLen)).check(z.maxLength(maxItems, `At most ${maxItems} entries.`));
/** A list of text lines; blank entries (the forms' empty chips) are dropped. */
/* @__NO_SIDE_EFFECTS__ */
export const lines = (maxItems = 50, maxLen = 500) =>
  z.pipe(
    textList(maxItems, maxLen),
    z.transform((xs: string[]) => xs.filter((x) => x !== '')),
  );

const YEARS = { min: 1900, max: 2199 };
/** A calendar date, YYYY-MM-DD, that exists (and that PostgreSQL can store and count with). */
function isRealDay(v: string): boolean {
  const year = Number(v.slice(0, 4));
  const d = new Date(`${v}T00:00:00Z`);
  return year >= YEARS.min && year <= YEARS.max && !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
}
export const calendarDate = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD.'), z.refine(isRealDay, 'Not a real date.'));
const INSTANT = /^(\d{4}-\d{2}-\d{2})[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/i;
const NOT_A_REAL_INSTANT = 'Not a real date and time.';
/** A clock time alone (`10:30 AM`, `18:45`): the date is missing. */
const TIME_ONLY = /^\d{1,2}(:\d{2}){1,2}\s*([ap]\.?m\.?)?$/i;

/**
 * An instant: ISO 8601 date and time; without an offset (as a datetime-local input sends it) it is
 * read as Indian time. Its calendar date must exist, within the years calendarDate allows. Travels on
 * as an ISO string in UTC.
 */
export const instant = z.pipe(
  z.string().check(
    z.trim(),
    z.maxLength(40),
    z.refine(
      (v: string) => !TIME_ONLY.test(v),
      'Send the date with the time, like 2026-05-01T10:30 (Indian time unless an offset is given).',
    ),
    z.regex(INSTANT, 'Use a date and time like 2026-05-01T09:30.'),
    z.refine((v: string) => isRealDay(v.slice(0, 10)), NOT_A_REAL_INSTANT),
  ),
  z.transform((v: string, ctx) => {
    const s = v.replace(' ', 'T');
    const d = new Date(/(Z|[+-]\d{2}:?\d{2})$/i.test(s) ? s : `${s}+05:30`);
    if (Number.isNaN(d.getTime())) {
      ctx.issues.push({ code: 'custom', message: NOT_A_REAL_INSTANT, input: v });
      return z.NEVER;
    }
    return d.toISOString();
  }),
);

/** A calendar date; a longer ISO string (from a date picker) is cut to its date. */
export const dayInput = z.pipe(
  z.string().check(z.minLength(10, 'Use the format YYYY-MM-DD.'), z.maxLength(40)),
  z.pipe(
    z.transform((v: string) => v.slice(0, 10)),
    calendarDate,
  ),
);

/** Rupees, never negative, at most two decimals. */
export const rupees = z.number().check(
  z.gte(0, 'Must be 0 or more.'),
  z.lte(10_000_000, 'Must be at most ₹1,00,00,000.'),
  z.refine((v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'At most two decimals.'),
);
export const rating = z.number().check(z.gte(0, 'Must be between 0 and 5.'), z.lte(5, 'Must be between 0 and 5.'));
/** A whole number in [min, max] (PostgreSQL integers hold up to 2,147,483,647). */
/* @__NO_SIDE_EFFECTS__ */
export const wholeNumber = (min: number, max: number, messages: { min?: string; max?: string } = {}) =>
  z
    .int('Must be a whole number.')
    .check(z.gte(min, messages.min ?? `Must be ${min} or more.`), z.lte(max, messages.max ?? `Must be at most ${max}.`));
/**
 * A stored picture's path as the upload call (or the seed) issued it, /uploads/<uuid>.webp, or empty:
 * never an outside URL, a `javascript:` address or a made-up path.
 */
export const imagePath = z
  .string()
  .check(z.refine((v: string) => v === '' || isStoredImagePath(v), 'Upload the picture here: only pictures stored by Raahi can be used.'));

/** When a stored thing was created and last changed, as ISO strings: part of every answer that is a row. */
export const timestamps = { createdAt: z.string(), updatedAt: z.string() };

export const errorBody = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** A message-only answer: `{ message }`. */
export const messageBody = z.object({ message: z.string() });

/** The answer to deleting a listing (hotel, cab or tour package). */
export const deleteResult = z.object({
  message: z.string(),
  /** true when the listing had bookings and was archived instead of erased */
  archived: z.boolean(),
});
export type DeleteResult = z.infer<typeof deleteResult>;

/** `true`/`false` (or 1/0) in a query string. */
export const boolParam = z.pipe(
  z.enum(['true', 'false', '1', '0']),
  z.transform((v) => v === 'true' || v === '1'),
);

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

/**
 * Paging that every list accepts: `page` from 1, `limit` up to MAX_PAGE_SIZE. A client that sends
 * neither (the spec's clients filter in the browser) gets the first MAX_PAGE_SIZE items; one that sends
 * either gets pages of `limit`, DEFAULT_PAGE_SIZE by default (see the API's lib/paging.ts).
 */
export const paging = {
  page: z.optional(z.coerce.number().check(z.int('Must be a whole number.'), z.gte(1, 'Must be 1 or more.'), z.lte(10_000))),
  limit: z.optional(
    z.coerce
      .number()
      .check(z.int('Must be a whole number.'), z.gte(1, 'Must be 1 or more.'), z.lte(MAX_PAGE_SIZE, `At most ${MAX_PAGE_SIZE}.`)),
  ),
};
/** Paging, sorting and the featured flag that every public list accepts. */
export const listQuery = z.object({
  ...paging,
  sort: z.optional(shortText(40)),
  featured: z.optional(boolParam),
});
export type ListQuery = z.infer<typeof listQuery>;

/** A query parameter that may be repeated (?a=x&a=y) or comma separated (?a=x,y). */
/* @__NO_SIDE_EFFECTS__ */
export const queryList = <T extends z.ZodMiniType>(item: T, maxItems = 20) =>
  z.optional(
    z.pipe(
      z.transform((v: unknown): unknown[] =>
        (Array.isArray(v) ? v : [v])
          .flatMap((s) => String(s).split(','))
          .map((s) => s.trim())
          .filter(Boolean),
      ),
      z.array(item).check(z.maxLength(maxItems, `At most ${maxItems} values.`)),
    ),
  );

export const role = z.enum(ROLES, 'Choose a role.');
export const bookingStatus = z.enum(BOOKING_STATUSES, 'Choose Pending, Confirmed or Cancelled.');
/** A status as a client sends it, in any case (the older back-office sends `confirmed`); read, and answered, capitalised. */
export const bookingStatusInput = z.pipe(
  z.string('Choose Pending, Confirmed or Cancelled.').check(z.overwrite((v: string) => statusNamed(v) ?? v)),
  bookingStatus,
);

// ---------- listings (hotels, cabs, tours) ----------

/** A rating as the back-office forms entered it: 0–5 in steps of 0.1. */
export const ratingInput = z.number().check(
  z.gte(0, 'Must be between 0 and 5.'),
  z.lte(5, 'Must be between 0 and 5.'),
  z.refine((v: number) => Math.abs(Math.round(v * 10) - v * 10) < 1e-6, 'Use steps of 0.1.'),
);
export const reviewCountInput = wholeNumber(0, 100_000_000);

/**
 * A listing's rating and review count as older clients still send them: checked as before, then ignored,
 * since both come from published reviews only (rules/reviews.ts ratingOf, decision 0042).
 */
export const ignoredRatingInput = { rating: z.optional(ratingInput), reviewCount: z.optional(reviewCountInput) };

/**
 * The fields of a hotel or cab body that only admins set (rules/listing-fields.ts); left out of a PUT,
 * each keeps its stored value.
 */
export const adminOnlyListingInput = {
  featured: z.optional(z.boolean()),
  ownerId: z.optional(z.nullable(id)),
  archived: z.optional(z.boolean()),
} satisfies Record<AdminOnlyListingField, z.core.$ZodType>;

/** What a hotel and a cab both answer about who owns it, whether it is hidden (archived), and when. */
export const ownedListingFields = { ownerId: z.nullable(z.string()), archivedAt: z.nullable(z.string()), ...timestamps };

/** Admin lists hide archived listings unless asked for them with archived=true. */
export const adminListQuery = z.object({
  ...paging,
  archived: z.optional(
    z.pipe(
      z.enum(['true', 'false']),
      z.transform((v) => v === 'true'),
    ),
  ),
});
export type AdminListQuery = z.infer<typeof adminListQuery>;
