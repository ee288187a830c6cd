import { sql } from 'drizzle-orm';
import { users } from './schema.ts';

/** Where a person's messages go: a guest booking's account has no email of its own, only its guest's (decision 0076). */
export const contactEmail = sql<string>`coalesce(${users.guestEmail}, ${users.email})`;
