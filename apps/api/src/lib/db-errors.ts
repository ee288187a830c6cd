// PostgreSQL error codes, read the same way from pg and PGlite (Drizzle may wrap the driver's error in `cause`).
function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: unknown } | undefined;
  if (typeof e?.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return e?.cause !== undefined ? pgCode(e.cause) : undefined;
}

export const isUniqueViolation = (err: unknown) => pgCode(err) === '23505';

/** A row still referenced elsewhere: ON DELETE RESTRICT answers 23001, NO ACTION 23503. */
export const isReferencedRowViolation = (err: unknown) => ['23001', '23503'].includes(pgCode(err) ?? '');

/**
 * PostgreSQL turned a connection away: its connection limit is reached (53300) or it is starting or shutting
 * down (57P03). A passing overload, not a fault of the request.
 */
export const isDatabaseBusy = (err: unknown) => ['53300', '57P03'].includes(pgCode(err) ?? '');
