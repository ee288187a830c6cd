import * as z from 'zod/mini';
import { admins } from './collection.ts';
import { id, idParams, listQuery, messageBody, role, shortText } from './fields.ts';
import { user } from './users.ts';

/** A row of the All Users table: the user plus the hotel or cab it owns, if any. */
export const adminUser = z.extend(user, {
  listing: z.nullable(z.object({ kind: z.enum(['hotel', 'cab']), _id: id, name: z.string() })),
});
export type AdminUser = z.infer<typeof adminUser>;

/** Newest first unless `sort` says otherwise; `q` matches name or email. */
export const adminUserListQuery = z.extend(listQuery, {
  role: z.optional(role),
  q: z.optional(shortText(100)),
  sort: z.optional(z.enum(['newest', 'oldest', 'name'])),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuery>;

/**
 * For role hotel or cab, `listingId` may name an existing hotel or cab with no owner (or already
 * theirs); without it a draft listing is created for them.
 */
export const changeRoleBody = z.object({
  userId: id,
  role,
  listingId: z.optional(id),
});
export type ChangeRoleBody = z.infer<typeof changeRoleBody>;

export const LAST_ADMIN = 'The last admin cannot be removed or demoted. Make another admin first.';
export const SELF_DELETE = 'You cannot delete your own account here.';
export const USER_HAS_BOOKINGS = 'This user has bookings, so the account cannot be deleted. Change their role instead.';

// Accounts are administered by admins only. That an admin cannot delete themself, nor remove the last
// admin, is a rule about the data (a 409 with its reason), not about the caller: the service keeps it.

export const listUsers = admins.list('/api/admin/user/alluser', 'Every account with the hotel or cab it owns, newest first', adminUser, {
  query: adminUserListQuery,
  audit: 'read',
});

export const changeRole = admins.post(
  '/api/admin/user/changerole',
  "Change an account's role; a hotel or cab owner gets the named listing or a hidden draft",
  { body: changeRoleBody, response: adminUser },
);

export const deleteUser = admins.delete(
  '/api/admin/user/:id',
  'Delete an account without bookings (never the own one, never the last admin)',
  { params: idParams, response: messageBody },
);
