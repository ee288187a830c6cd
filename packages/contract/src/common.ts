import { z } from 'zod';

/** Every identifier travels as a string in `_id`. */
export const id = z.string().min(1).max(1000);
export const idParams = z.object({ id });

/** A calendar date, YYYY-MM-DD, that exists. */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD.')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'Not a real date.');

/** Rupees, never negative, at most two decimals. */
export const rupees = z
  .number()
  .min(0)
  .max(10_000_000)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'At most two decimals.');

export const shortText = (max = 200) => z.string().trim().max(max);
export const requiredText = (max = 200) => z.string().trim().min(1, 'This field is required.').max(max);
export const longText = (max = 20_000) => z.string().max(max);
export const textList = (maxItems = 50, maxLen = 300) => z.array(z.string().trim().max(maxLen)).max(maxItems);
export const imagePath = z.string().max(500);
export const rating = z.number().min(0).max(5);

export const errorBody = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

const boolParam = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Paging, sorting and the featured flag that every public list accepts. */
export const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  sort: z.string().max(40).optional(),
  featured: boolParam.optional(),
});
export type ListQuery = z.infer<typeof listQuery>;
export const DEFAULT_PAGE_SIZE = 24;
export const TOTAL_COUNT_HEADER = 'x-total-count';

export const ROLES = ['admin', 'hotel', 'cab', 'tour', 'content', 'user'] as const;
export const role = z.enum(ROLES);
export type Role = z.infer<typeof role>;

export const BOOKING_STATUSES = ['Pending', 'Confirmed', 'Cancelled'] as const;
export const bookingStatus = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatus>;
