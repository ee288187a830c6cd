// Who may see and manage which booking (DESIGN.md, permissions). A booking someone may not see
// is answered with 404, as if it did not exist.
import type { BookingKind, Role } from '../../db/schema.ts';

export type Actor = { id: string; role: Role };
/** What access checks need to know about a booking: its guest and, for hotels and cabs, the listing's owner. */
export type BookingOwnership = { kind: BookingKind; userId: string; listingOwnerId: string | null };

/** Staff who run the listing: the hotel's or cab's owner, any tour manager for tours, and admins. */
export function canManage(actor: Actor, b: BookingOwnership): boolean {
  if (actor.role === 'admin') return true;
  if (b.kind === 'tour') return actor.role === 'tour';
  return actor.role === b.kind && b.listingOwnerId === actor.id;
}

export function canSee(actor: Actor, b: BookingOwnership): boolean {
  return b.userId === actor.id || canManage(actor, b);
}
