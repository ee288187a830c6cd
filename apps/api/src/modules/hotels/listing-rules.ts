// Rules shared by the two owned listings, hotels and cabs.
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { findUserById } from '../users/users.repo.ts';

type PrivilegedFields = { ownerId?: string | null; featured?: boolean; archivedAt?: Date | null };

/**
 * An owner edits its listing's description, prices and pictures; who owns it, whether it is
 * featured and whether it is archived stay the admin's decision, so those fields are dropped
 * from an owner's update (an admin's pass through).
 */
export function withoutAdminOnlyFields<T extends PrivilegedFields>(actor: SessionUser, values: T): Omit<T, keyof PrivilegedFields> {
  if (actor.role === 'admin') return values;
  const { ownerId: _o, featured: _f, archivedAt: _a, ...rest } = values;
  return rest;
}

/** An owner named in an admin's body must be an existing account. */
export async function assertOwnerExists(db: Db, ownerId: string | null | undefined) {
  if (!ownerId) return;
  const found = isId(ownerId) ? await findUserById(db, ownerId) : undefined;
  if (!found) throw badRequest('Please check ownerId: no such user.', { ownerId: 'No such user.' });
}
