import { z } from 'zod';
import { id, listQuery, role, shortText } from './common.ts';
import { user } from './users.ts';

/** A row of the All Users table: the user plus the hotel or cab it owns, if any. */
export const adminUser = user.extend({
  listing: z.object({ kind: z.enum(['hotel', 'cab']), _id: id, name: z.string() }).nullable(),
});
export type AdminUser = z.infer<typeof adminUser>;

/** GET /api/admin/user/alluser: newest first; `q` matches name or email. */
export const adminUserListQuery = listQuery.extend({
  role: role.optional(),
  q: shortText(100).optional(),
  sort: z.enum(['newest', 'oldest', 'name']).optional(),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuery>;

/**
 * POST /api/admin/user/changerole. For role hotel or cab, `listingId` may name an existing
 * hotel or cab with no owner (or already theirs); without it a draft listing is created for them.
 */
export const changeRoleBody = z.object({
  userId: id,
  role: role,
  listingId: id.optional(),
});
export type ChangeRoleBody = z.infer<typeof changeRoleBody>;

export const LAST_ADMIN = 'The last admin cannot be removed or demoted. Make another admin first.';
export const SELF_DELETE = 'You cannot delete your own account here.';
export const USER_HAS_BOOKINGS = 'This user has bookings, so the account cannot be deleted. Change their role instead.';
