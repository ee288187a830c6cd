import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsById } from '../../db/rows.ts';
import { users } from '../../db/schema.ts';

export const findUserByEmail = async (db: Db, email: string) => (await db.select().from(users).where(eq(users.email, email)).limit(1))[0];

export const { find: findUserById, insert: insertUser, update: updateUser } = rowsById(users);
