import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export async function setNominee(db: Db, userId: string, n: { name: string; email: string; relation: string; at: Date }) {
  await db
    .update(users)
    .set({ nomineeName: n.name, nomineeEmail: n.email, nomineeRelation: n.relation, nomineeAt: n.at, updatedAt: n.at })
    .where(eq(users.id, userId));
}
