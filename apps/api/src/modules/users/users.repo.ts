import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsById } from '../../db/rows.ts';
import { users } from '../../db/schema.ts';

export const findUserByEmail = async (db: Db, email: string) => (await db.select().from(users).where(eq(users.email, email)).limit(1))[0];

/** The account that proved this number (+91…) by a code, unless erased. */
export const findUserByVerifiedMobile = async (db: Db, mobile: string) =>
  (
    await db
      .select()
      .from(users)
      .where(and(eq(users.mobile, mobile), isNotNull(users.mobileVerifiedAt), isNull(users.erasedAt)))
      .limit(1)
  )[0];

export const { find: findUserById, insert: insertUser, update: updateUser } = rowsById(users);
