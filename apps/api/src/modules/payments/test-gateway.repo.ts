// The built-in test gateway's storage: its orders, payments and refunds as Razorpay keeps them (JSON
// entities), and the webhooks it still owes.
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { testGatewayObjects, testGatewayWebhooks } from '../../db/schema.ts';

type Entity = Record<string, unknown> & { id: string };

/** `idempotencyKey`: a refund's X-Refund-Idempotency, kept beside the entity (Razorpay keeps it on its side). */
export async function insertEntity(db: Db, type: 'order' | 'payment' | 'refund', data: Entity, kept?: { idempotencyKey: string }) {
  await db.insert(testGatewayObjects).values({ id: data.id, type, data: kept ? { ...data, [KEY]: kept.idempotencyKey } : data });
}

const KEY = '_idempotency_key';

/** The refund made earlier with this idempotency key, if any. */
export async function findRefundByIdempotencyKey<T>(db: Db, key: string): Promise<T | undefined> {
  const [row] = await db
    .select({ data: testGatewayObjects.data })
    .from(testGatewayObjects)
    .where(and(eq(testGatewayObjects.type, 'refund'), sql`${testGatewayObjects.data}->>${KEY} = ${key}`))
    .limit(1);
  return row?.data as T | undefined;
}

export async function findEntity<T>(db: Db, type: 'order' | 'payment' | 'refund', id: string): Promise<T | undefined> {
  const [row] = await db
    .select({ data: testGatewayObjects.data })
    .from(testGatewayObjects)
    .where(and(eq(testGatewayObjects.id, id), eq(testGatewayObjects.type, type)))
    .limit(1);
  return row?.data as T | undefined;
}

/** An order, locked until the transaction ends (two payments of one order go one after the other). */
export async function lockOrder<T>(tx: Tx, id: string): Promise<T | undefined> {
  const [row] = await tx
    .select({ data: testGatewayObjects.data })
    .from(testGatewayObjects)
    .where(and(eq(testGatewayObjects.id, id), eq(testGatewayObjects.type, 'order')))
    .for('update');
  return row?.data as T | undefined;
}

export async function saveEntity(db: Db, data: Entity) {
  await db.update(testGatewayObjects).set({ data }).where(eq(testGatewayObjects.id, data.id));
}

export async function queueWebhook(db: Db, event: string, payload: string, at: Date) {
  await db.insert(testGatewayWebhooks).values({ event, payload, nextAttemptAt: at });
}

export type WebhookRow = typeof testGatewayWebhooks.$inferSelect;

/**
 * Claims the webhooks due at `now` for `leaseSeconds` (another process skips them meanwhile) and counts the
 * attempt. One statement, so two processes never claim one webhook together.
 */
export async function claimDueWebhooks(db: Db, now: Date, leaseSeconds: number, limit = 20): Promise<WebhookRow[]> {
  const w = testGatewayWebhooks;
  const result = await db.execute(sql`
    update ${w} set attempts = ${w.attempts} + 1, next_attempt_at = ${now.toISOString()}::timestamptz + make_interval(secs => ${leaseSeconds})
    where ${w.id} in (
      select ${w.id} from ${w} where ${w.deliveredAt} is null and ${w.nextAttemptAt} <= ${now.toISOString()}::timestamptz
      order by ${w.nextAttemptAt} limit ${limit} for update skip locked)
    returning id, event, payload, attempts`);
  return rowsOf<WebhookRow>(result);
}

export async function markWebhook(db: Db, id: string, status: number, delivered: boolean, retryAt: Date) {
  await db
    .update(testGatewayWebhooks)
    .set(delivered ? { lastStatus: status, deliveredAt: new Date() } : { lastStatus: status, nextAttemptAt: retryAt })
    .where(eq(testGatewayWebhooks.id, id));
}

export async function undeliveredWebhooks(db: Db, now: Date) {
  return db
    .select()
    .from(testGatewayWebhooks)
    .where(and(isNull(testGatewayWebhooks.deliveredAt), lte(testGatewayWebhooks.nextAttemptAt, now)));
}
