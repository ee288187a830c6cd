import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageOfSelect } from '../../db/rows.ts';
import { dataRequests, users, type DataRequestKind } from '../../db/schema.ts';

export type DataRequestRow = typeof dataRequests.$inferSelect;

export async function insertRequest(db: Db, values: typeof dataRequests.$inferInsert): Promise<DataRequestRow> {
  const [row] = await db.insert(dataRequests).values(values).returning();
  return row!;
}

export const openRequestOf = async (db: Db, userId: string, kind: DataRequestKind) =>
  (
    await db
      .select()
      .from(dataRequests)
      .where(and(eq(dataRequests.userId, userId), eq(dataRequests.kind, kind), eq(dataRequests.status, 'open')))
      .limit(1)
  )[0];

export async function completeRequest(db: Db, id: string, note: string, at: Date) {
  await db.update(dataRequests).set({ status: 'done', note, completedAt: at }).where(eq(dataRequests.id, id));
}

/** The back-office list: open ones first by their deadline, then the done ones, newest first. */
export function pageOfRequests(db: Db, q: { page?: number; limit?: number; status?: 'open' | 'done'; kind?: DataRequestKind }) {
  const filter: SQL | undefined = and(
    q.status ? eq(dataRequests.status, q.status) : undefined,
    q.kind ? eq(dataRequests.kind, q.kind) : undefined,
  );
  const select = db
    .select({ r: dataRequests, firstName: users.firstName, lastName: users.lastName })
    .from(dataRequests)
    .innerJoin(users, eq(users.id, dataRequests.userId))
    .where(filter)
    .orderBy(
      sql`case when ${dataRequests.status} = 'open' then 0 else 1 end`,
      sql`case when ${dataRequests.status} = 'open' then ${dataRequests.dueBy} end asc`,
      sql`${dataRequests.requestedAt} desc`,
      asc(dataRequests.id),
    )
    .$dynamic();
  return pageOfSelect(select, db.$count(dataRequests, filter), q);
}
