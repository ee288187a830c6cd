import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@raahi/contract/fields';

/** LIMIT and OFFSET of a list query's page; without page and limit, as many as one answer may hold. */
export function pageOf(q: { page?: number; limit?: number }) {
  if (q.page === undefined && q.limit === undefined) return { limit: MAX_PAGE_SIZE, offset: 0 };
  const limit = q.limit ?? DEFAULT_PAGE_SIZE;
  return { limit, offset: ((q.page ?? 1) - 1) * limit };
}
