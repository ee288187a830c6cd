// Which fields of a hotel or cab only an admin may set: who owns it, whether it is featured or archived
// (its rating and review count nobody sets: they come from published reviews). The API drops them from
// anyone else's body (apps/api/src/modules/listings/owned-listings.service.ts); the back-office forms
// show them only to those who may set them. Zod-free, so any page may import it.
import type { Role } from './access.ts';

export const ADMIN_ONLY_LISTING_FIELDS = ['ownerId', 'featured', 'archived'] as const;
export type AdminOnlyListingField = (typeof ADMIN_ONLY_LISTING_FIELDS)[number];

/** Whether someone with this role may set a field of a hotel or cab body. */
export function maySetListingField(role: Role | undefined, field: string): boolean {
  return role === 'admin' || !(ADMIN_ONLY_LISTING_FIELDS as readonly string[]).includes(field);
}

/** The body without the fields this role may not set (an admin's body is kept whole). */
export function listingBodyFor<T extends object>(role: Role | undefined, body: T): T {
  if (role === 'admin') return body;
  return Object.fromEntries(Object.entries(body).filter(([field]) => maySetListingField(role, field))) as T;
}
