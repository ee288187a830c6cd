// The queries every table with a uuid `id` shares: one page with its total, and find / insert / update /
// delete by id. Drizzle's builders cannot be generic over a table, so each helper runs its query on
// PgTable and types the answer back to the table's own row.
import { asc, eq, getTableName, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { pageOf } from '../lib/paging.ts';
import type { Db } from './client.ts';
import { noteChange, noting } from './change-notes.ts';

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
  const name = getTableName(t);
  const find = async (db: Db, id: string) => (await db.select().from(t).where(eq(t.id, id)).limit(1))[0] as Row | undefined;
  // an audited call notes each change with the row before and after it (change-notes.ts)
  const before = async (db: Db, id: string) => (noting() ? await find(db, id) : undefined);
  return {
    find,
    insert: async (db: Db, values: Values) => {
      const row = (await db.insert(t).values(values).returning())[0] as Row;
      noteChange(name, String(row.id), null, row);
      return row;
    },
    /** The updated row; undefined when there is no row with this id. */
    update: async (db: Db, id: string, values: Partial<Values>) => {
      const old = await before(db, id);
      const row = (
        await db
          .update(t)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(t.id, id))
          .returning()
      )[0] as Row | undefined;
      if (row) noteChange(name, id, old, row);
      return row;
    },
    /** The deleted row's id; undefined when there was none. */
    remove: async (db: Db, id: string) => {
      const old = await before(db, id);
      const gone = (await db.delete(t).where(eq(t.id, id)).returning({ id: t.id }))[0];
      if (gone) noteChange(name, id, old, null);
      return gone;
    },
  };
}
