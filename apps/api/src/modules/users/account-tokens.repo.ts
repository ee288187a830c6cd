import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { accountTokens, users, type AccountTokenPurpose } from '../../db/schema.ts';

export async function insertAccountToken(db: Db, values: typeof accountTokens.$inferInsert) {
  await db.insert(accountTokens).values(values);
}

/**
 * Inserts a token for the account whose email is `email`, if there is one: one statement either way, so a
 * caller that must not tell whether an account exists does the same work for both.
 */
export async function insertAccountTokenForEmail(
  db: Db,
  values: { tokenHash: string; purpose: AccountTokenPurpose; email: string; expiresAt: Date },
) {
  await db.execute(
    sql`insert into ${accountTokens} (token_hash, user_id, purpose, email, expires_at)
      select ${values.tokenHash}, ${users.id}, ${values.purpose}, ${users.email}, ${values.expiresAt.toISOString()}::timestamptz
      from ${users} where ${users.email} = ${values.email}`,
  );
}

/** The token with this hash and purpose, locked, if it was never used (expiry is the caller's to judge). */
export async function lockUnusedToken(tx: Tx, tokenHash: string, purpose: AccountTokenPurpose) {
  const [row] = await tx
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)))
    .limit(1)
    .for('update');
  return row;
}

/** Uses up every unused link of this purpose the account has (the one followed and any older ones). */
export async function useUpTokens(db: Db, userId: string, purpose: AccountTokenPurpose) {
  await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}

export async function markTokenUsed(db: Db, tokenHash: string) {
  await db.update(accountTokens).set({ usedAt: new Date() }).where(eq(accountTokens.tokenHash, tokenHash));
}
