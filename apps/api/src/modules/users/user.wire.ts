import type { User } from '@raahi/contract/users';
import type { users } from '../../db/schema.ts';

export function toWireUser(u: typeof users.$inferSelect): User {
  return {
    _id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    name: `${u.firstName} ${u.lastName}`.trim(),
    email: u.email,
    role: u.role,
    isAdmin: u.role === 'admin',
    emailVerified: u.emailVerifiedAt !== null,
    pendingEmail: u.pendingEmail,
    profileImage: u.profileImage,
    mobile: u.mobile,
    mobileVerified: u.mobileVerifiedAt !== null,
    gstNumber: u.gstNumber,
    gstLegalName: u.gstLegalName,
    billingState: u.billingState,
    language: u.language,
    createdAt: u.createdAt.toISOString(),
  };
}
