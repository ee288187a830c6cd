import type { AdminUser } from '@raahi/contract/admin-users';
import type { users } from '../../db/schema.ts';
import { toWireUser } from '../users/index.ts';

export type OwnedListing = { kind: 'hotel' | 'cab'; id: string; name: string };

export function toWireAdminUser(u: typeof users.$inferSelect, listing: OwnedListing | null): AdminUser {
  return { ...toWireUser(u), listing: listing ? { kind: listing.kind, _id: listing.id, name: listing.name } : null };
}
