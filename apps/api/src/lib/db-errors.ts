// PostgreSQL error codes, read the same way from pg and PGlite (Drizzle may wrap the driver's error in `cause`).
function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: unknown } | undefined;
  if (typeof e?.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return e?.cause !== undefined ? pgCode(e.cause) : undefined;
}

export const isUniqueViolation = (err: unknown) => pgCode(err) === '23505';

/** A row still referenced elsewhere: ON DELETE RESTRICT answers 23001, NO ACTION 23503. */
export const isReferencedRowViolation = (err: unknown) => ['23001', '23503'].includes(pgCode(err) ?? '');

/** pg-pool's own errors when no connection came within its `connectionTimeoutMillis` (db/client.ts POOL_WAIT_MS) */
const POOL_TIMEOUTS = ['timeout exceeded when trying to connect', 'Connection terminated due to connection timeout'];
function isPoolTimeout(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  return POOL_TIMEOUTS.includes(err.message) || isPoolTimeout(err.cause);
}

/**
 * No connection to PostgreSQL for this request: PostgreSQL turned it away (its connection limit reached,
 * 53300, or starting or shutting down, 57P03), or every connection of the pool stayed busy for as long as a
 * request waits. A passing overload, not a fault of the request.
 */
export const isDatabaseBusy = (err: unknown) => ['53300', '57P03'].includes(pgCode(err) ?? '') || isPoolTimeout(err);
