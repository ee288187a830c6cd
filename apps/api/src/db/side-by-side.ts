// Queries that need not wait for each other, run side by side where the connection allows it.
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

type Results<T extends readonly (() => Promise<unknown>)[]> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

/**
 * Runs each of `queries` and answers their results in order: side by side on the pool (each takes a
 * connection of its own), one after another in a transaction. A transaction is one connection, which answers
 * one query at a time: node-postgres warns of a query sent while another is running on its client, and pg@9
 * refuses it.
 */
export async function sideBySide<const T extends readonly (() => Promise<unknown>)[]>(db: Db, queries: T): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(queries.map((q) => q()))) as Results<T>;
  const results: unknown[] = [];
  for (const q of queries) results.push(await q());
  return results as Results<T>;
}
