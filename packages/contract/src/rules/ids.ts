// What an identifier looks like: every row is named by a UUID (PostgreSQL's uuid columns), in any case.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is an id; anything else cannot name a row, so it is refused (or answered 404) rather than looked up. */
export const isId = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
