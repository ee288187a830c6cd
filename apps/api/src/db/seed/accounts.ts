import { users } from '../schema.ts';
import type { Db } from '../client.ts';
import { hashPassword } from '../../modules/auth/index.ts';
import { DEMO_ACCOUNTS, DEMO_FLEET_OWNERS, DEMO_PASSWORD, DEMO_TRAVELLERS } from './demo-accounts.ts';

export async function seedAccounts(db: Db) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db
    .insert(users)
    .values(
      [...DEMO_ACCOUNTS, ...DEMO_TRAVELLERS, ...DEMO_FLEET_OWNERS.map(({ cities: _, ...a }) => a)].map((a) => ({
        ...a,
        passwordHash,
        emailVerifiedAt: new Date(),
      })),
    )
    .returning();
}
