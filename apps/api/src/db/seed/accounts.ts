import type { Role } from '../schema.ts';
import { users } from '../schema.ts';
import type { Db } from '../client.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';

export const DEMO_PASSWORD = 'Raahi@2026';

export const DEMO_ACCOUNTS: { email: string; role: Role; firstName: string; lastName: string }[] = [
  { email: 'admin@raahi.test', role: 'admin', firstName: 'Aarav', lastName: 'Mehta' },
  { email: 'hotel@raahi.test', role: 'hotel', firstName: 'Priya', lastName: 'Nair' },
  { email: 'cab@raahi.test', role: 'cab', firstName: 'Harpreet', lastName: 'Singh' },
  { email: 'tour@raahi.test', role: 'tour', firstName: 'Kavya', lastName: 'Iyer' },
  { email: 'content@raahi.test', role: 'content', firstName: 'Rohan', lastName: 'Das' },
  { email: 'user@raahi.test', role: 'user', firstName: 'Ananya', lastName: 'Sharma' },
];

export async function seedAccounts(db: Db) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db
    .insert(users)
    .values(DEMO_ACCOUNTS.map((a) => ({ ...a, passwordHash })))
    .returning();
}
