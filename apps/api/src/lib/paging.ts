import { DEFAULT_PAGE_SIZE, TOTAL_COUNT_HEADER, type ListQuery } from '@raahi/contract/common';
import type { FastifyReply } from 'fastify';

export function pageOf(q: Pick<ListQuery, 'page' | 'limit'>) {
  const limit = q.limit ?? DEFAULT_PAGE_SIZE;
  return { limit, offset: (q.page - 1) * limit };
}

/** Lists travel as plain arrays; the total count rides in a header. */
export function sendPage<T>(reply: FastifyReply, rows: T[], total: number): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(total));
  reply.header('access-control-expose-headers', TOTAL_COUNT_HEADER);
  return rows;
}
