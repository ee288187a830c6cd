import type { BookingStatus } from '@raahi/contract/rules/booking-actions';

export const BOOKINGS_PAGE_SIZE = 20;

/** What the booking tables ask the server for: a page, a status, a sort and a search text. */
export type BookingListParams = { page: number; status?: BookingStatus; sort: 'newest' | 'oldest'; q?: string };

/** The list call's query for the table's params. */
export const bookingListQuery = (p: BookingListParams) => ({
  page: p.page,
  limit: BOOKINGS_PAGE_SIZE,
  status: p.status,
  sort: p.sort,
  q: p.q,
});
