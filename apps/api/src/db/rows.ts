// The queries every table with a uuid `id` shares: one page with its total, and find / insert / update /
// delete by id. Drizzle's builders cannot be generic over a table, so each helper runs its query on
// PgTable and types the answer back to the table's own row.
import { asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { pageOf } from '../lib/paging.ts';
import type { Db } from './client.ts';

type Paging = { page?: number; limit?: number };
type WithId = PgTable & { id: PgColumn };
type Editable = WithId & { updatedAt: PgColumn };

/** One page of a query that is already filtered and ordered (the order ends with a tie-breaker), and the total. */
export async function pageOfSelect<T extends PgSelect>(select: T, total: Promise<number>, q: Paging) {
  const { limit, offset } = pageOf(q);
  const [rows, n] = await Promise.all([select.limit(limit).offset(offset), total]);
  return { rows: rows as Awaited<T>, total: n };
}

/** One page of a table's rows matching `filter` in `order` (ties by id), and how many match. */
export async function pageOfRows<T extends WithId>(
  db: Db,
  table: T,
  filter: SQL | undefined,
  order: SQL[],
  q: Paging,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const select = db
    .select()
    .from(table as WithId)
    .where(filter)
    .orderBy(...order, asc(table.id))
    .$dynamic();
  return pageOfSelect(select, db.$count(table, filter), q);
}

/** Find, insert, update (stamping updatedAt) and delete one row of `table` by its id. */
export function rowsById<T extends Editable>(table: T) {
  type Row = T['$inferSelect'];
  type Values = Omit<T['$inferInsert'], 'id'>;
  const t = table as Editable;
  return {
    find: async (db: Db, id: string) => (await db.select().from(t).where(eq(t.id, id)).limit(1))[0] as Row | undefined,
    insert: async (db: Db, values: Values) => (await db.insert(t).values(values).returning())[0] as Row,
    /** The updated row; undefined when there is no row with this id. */
    update: async (db: Db, id: string, values: Partial<Values>) =>
      (
        await db
          .update(t)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(t.id, id))
          .returning()
      )[0] as Row | undefined,
    /** The deleted row's id; undefined when there was none. */
    remove: async (db: Db, id: string) => (await db.delete(t).where(eq(t.id, id)).returning({ id: t.id }))[0],
  };
}
