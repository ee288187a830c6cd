// Rows a statement answers as JSON (`json_agg(t)`: one column holding a table's rows), read back as the
// table's own rows, each value through its column as a plain select would: several tables' rows in one
// statement, one round trip.
import { getTableColumns, is, sql, type SQL } from 'drizzle-orm';
import { PgJson, PgJsonb, type PgTable } from 'drizzle-orm/pg-core';

/** `json_agg` of `alias`'s rows in `order`, '[]' when there are none. */
export const jsonRowsOf = (alias: string, order?: SQL) =>
  sql`coalesce(json_agg(${sql.raw(alias)}${order ? sql` order by ${order}` : sql``}), '[]'::json)`;

/** A table's rows from the objects json_agg made of them (keys are the columns' names). */
export function rowsFromJson<T extends PgTable>(table: T, objects: Record<string, unknown>[]): T['$inferSelect'][] {
  // JSON columns arrive parsed already: a string there is the stored value, not JSON to parse again
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    name: column.name,
    read: is(column, PgJson) || is(column, PgJsonb) ? (v: unknown) => v : (v: unknown) => column.mapFromDriverValue(v),
  }));
  return objects.map((o) => {
    const row: Record<string, unknown> = {};
    for (const c of columns) {
      const value = o[c.name];
      row[c.key] = value === null || value === undefined ? null : c.read(value);
    }
    return row as T['$inferSelect'];
  });
}
