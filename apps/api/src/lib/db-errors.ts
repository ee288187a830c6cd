// PostgreSQL error codes, read the same way from pg and PGlite (Drizzle may wrap the driver's error in `cause`).
function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: unknown } | undefined;
  if (typeof e?.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return e?.cause !== undefined ? pgCode(e.cause) : undefined;
}

export const isUniqueViolation = (err: unknown) => pgCode(err) === '23505';

/** A hotel booking write that took more rooms of a type than a night sells (raised by the room_type_nights triggers, migration 0019). */
export const isRoomsSoldOut = (err: unknown) => pgCode(err) === 'RH409';

/** An exclusion constraint refused the row (one cab's overlapping trips, migration 0025). */
export const isExclusionViolation = (err: unknown) => pgCode(err) === '23P01';

/** A row still referenced elsewhere: ON DELETE RESTRICT answers 23001, NO ACTION 23503. */
export const isReferencedRowViolation = (err: unknown) => ['23001', '23503'].includes(pgCode(err) ?? '');

/** pg-pool's own errors when no connection came within its `connectionTimeoutMillis` (db/client.ts POOL_WAIT_MS) */
const POOL_TIMEOUTS = ['timeout exceeded when trying to connect', 'Connection terminated due to connection timeout'];
function isPoolTimeout(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  return POOL_TIMEOUTS.includes(err.message) || isPoolTimeout(err.cause);
}

/** The driver's words for a connection that ended under a request (pg's own errors carry no code). */
const CONNECTION_LOST = [
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];
/** The socket's: PostgreSQL not listening (stopped, restarting), the connection reset or timed out on the way. */
const SOCKET_FAILURES = ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN'];
/** PostgreSQL's: a connection exception (class 08), or the server ending the session (admin or crash shutdown). */
const isLostCode = (code: string | undefined) => code !== undefined && (code.startsWith('08') || ['57P01', '57P02'].includes(code));

function isConnectionLost(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (CONNECTION_LOST.includes(err.message) || (typeof code === 'string' && SOCKET_FAILURES.includes(code))) return true;
  return isConnectionLost(err.cause);
}

/**
 * No connection to PostgreSQL for this request: PostgreSQL turned it away (its connection limit reached,
 * 53300, starting or shutting down, 57P03, or the database not accepting connections, 55000), or every connection of the pool stayed busy for as long as a
 * request waits. A passing overload, not a fault of the request.
 */
export const isDatabaseBusy = (err: unknown) => ['53300', '57P03'].includes(pgCode(err) ?? '') || isPoolTimeout(err) || isNotAccepting(err);

/** PostgreSQL refusing new sessions of the database (ALTER DATABASE … ALLOW_CONNECTIONS false, as maintenance does). */
function isNotAccepting(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if ((err as { code?: unknown }).code === '55000' && /is not currently accepting connections/.test(err.message)) return true;
  return isNotAccepting(err.cause);
}

/**
 * The database cannot serve this request now: busy, away (not answering), or the connection it was using was
 * lost (a failover, a restart, a connection ended by PostgreSQL). A client may try again shortly.
 */
export const isDatabaseUnavailable = (err: unknown) => isDatabaseBusy(err) || isLostCode(pgCode(err)) || isConnectionLost(err);
