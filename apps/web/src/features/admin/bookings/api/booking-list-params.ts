import type { BookingStatus } from '@raahi/contract/common';
import { toQuery } from '../../../../lib/api-client.ts';

export const BOOKINGS_PAGE_SIZE = 20;

/** What the booking tables ask the server for: a page, a status, a sort and a search text. */
export type BookingListParams = { page: number; status?: BookingStatus; sort: 'newest' | 'oldest'; q?: string };

export const bookingListQuery = (p: BookingListParams) =>
  toQuery({ page: p.page, limit: BOOKINGS_PAGE_SIZE, status: p.status, sort: p.sort, q: p.q });

export const INVALID_FORMAT = 'Invalid data format received';

/** The tables map over the answer, so anything but an array is refused here. */
export function ensureList<T>(page: { items: T[]; total: number }) {
  if (!Array.isArray(page.items)) throw new Error(INVALID_FORMAT);
  return page;
}
