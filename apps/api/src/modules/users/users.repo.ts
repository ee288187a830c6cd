import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export const findUserByEmail = async (db: Db, email: string) => (await db.select().from(users).where(eq(users.email, email)).limit(1))[0];

export const findUserById = async (db: Db, id: string) => (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

export const insertUser = async (db: Db, values: typeof users.$inferInsert) => (await db.insert(users).values(values).returning())[0]!;

export const updateUser = async (db: Db, id: string, values: Partial<typeof users.$inferInsert>) =>
  (
    await db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning()
  )[0];
