import { DEFAULT_PAGE_SIZE } from '@raahi/contract/fields';

/** LIMIT and OFFSET of a list query's page. */
export function pageOf(q: { page: number; limit?: number }) {
  const limit = q.limit ?? DEFAULT_PAGE_SIZE;
  return { limit, offset: (q.page - 1) * limit };
}
