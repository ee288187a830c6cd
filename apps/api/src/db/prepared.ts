// A statement sent on every request of a hot path (a quote, a booking, the rooms answer): its text is built
// once, not by Drizzle on each call, and PostgreSQL keeps it per connection as a named prepared statement, so it
// is parsed once and, after a few runs, planned once (its planning cost more than its run: decision 0092). The
// embedded database has no named statements and parses it each time as before.
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * `statement` built once, with `sql.placeholder(key)` for each value: run it with the values by key. `name`
 * must be unique among prepared statements (one name, one text on a connection).
 */
export function preparedStatement<Values extends Record<string, unknown>>(name: string, statement: SQL) {
  const query = new PgDialect().sqlToQuery(statement);
  // a transaction's session runs it on the transaction's connection
  return (db: Db, values: Values): Promise<unknown> => db._.session.prepareQuery(query, undefined, name, false).execute(values);
}
