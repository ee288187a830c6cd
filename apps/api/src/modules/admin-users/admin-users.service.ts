import { LAST_ADMIN, SELF_DELETE, USER_HAS_BOOKINGS, type ChangeRoleBody } from '@raahi/contract/admin-users';
import type { Db } from '../../db/client.ts';
import type { users } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import type { SessionUser } from '../auth/index.ts';
import {
  deleteUser,
  findOwnedListing,
  insertCab,
  insertHotel,
  linkListing,
  lockAdmins,
  lockListing,
  lockUser,
  ownedListingId,
  setRole,
  unlinkListings,
  type ListingKind,
} from './admin-users.repo.ts';
import { isReferencedRowViolation as isReferenced } from '../../lib/db-errors.ts';

type User = typeof users.$inferSelect;
const missing = () => notFound('User');

/** Refuses a change that would leave no admin. Callers hold the admin rows' locks (lockAdmins). */
function keepAnAdmin(admins: string[], target: User, newRole: ChangeRoleBody['role'] | null) {
  if (target.role === 'admin' && newRole !== 'admin' && admins.length <= 1) throw conflict(LAST_ADMIN, 'last_admin');
}

export async function changeRole(db: Db, body: ChangeRoleBody) {
  if (!isId(body.userId)) throw missing();
  const listingKind: ListingKind | null = body.role === 'hotel' || body.role === 'cab' ? body.role : null;
  if (body.listingId && !listingKind) {
    throw badRequest('Only hotel and cab accounts own a listing.', { listingId: 'Only hotel and cab accounts own a listing.' });
  }
  const changed = await db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const target = await lockUser(tx, body.userId);
    if (!target) throw missing();
    keepAnAdmin(admins, target, body.role);
    for (const kind of ['hotel', 'cab'] as const) if (kind !== listingKind) await unlinkListings(tx, kind, target.id);
    if (listingKind) await addListing(tx, listingKind, target, body.listingId);
    return setRole(tx, target.id, body.role);
  });
  return { user: changed, listing: await findOwnedListing(db, changed) };
}

/**
 * A hotel or cab account owns the listings of its kind it had, plus the one the admin names (live and
 * unowned, or already theirs); an account that had none and is named none gets a new hidden draft.
 */
async function addListing(tx: Db, kind: ListingKind, user: User, listingId: string | undefined) {
  if (listingId) {
    const listing = isId(listingId) ? await lockListing(tx, kind, listingId) : undefined;
    const theirs = listing?.ownerId === user.id;
    // An archived listing is only acceptable when it is already theirs (their unpublished draft).
    if (!listing || (listing.archivedAt && !theirs)) {
      throw badRequest(`No listed ${kind} has this id.`, { listingId: `No listed ${kind} has this id.` });
    }
    if (listing.ownerId && !theirs) {
      throw badRequest(`That ${kind} already has an owner.`, { listingId: `That ${kind} already has an owner.` });
    }
    if (!theirs) await linkListing(tx, kind, listing.id, user.id);
    return;
  }
  if (await ownedListingId(tx, kind, user.id)) return;
  if (kind === 'hotel') await insertHotel(tx, draftHotel(user));
  else await insertCab(tx, draftCab(user));
}

// A draft is archived and waits in the review queue so that visitors never see or book a placeholder; an
// admin approves it after it is filled in (docs/decisions/0003-role-change-links-listing.md, 0054).
const ownerName = (u: User) => `${u.firstName} ${u.lastName}`.trim();

function draftHotel(user: User) {
  const section = (title: string) => ({ title, description: [], img: '' });
  return {
    ownerId: user.id,
    name: `${ownerName(user)}'s hotel (draft)`,
    location: 'To be added',
    price: 0,
    taxes: 0,
    featured: false,
    hotelDetails: { description: '', priceDescription: 'per night', priceLocation: 'Includes taxes and fees', price: '' },
    foodAndDining: section('Food and Dining'),
    locationAndSurroundings: section('Location and Surroundings'),
    roomDetailsAndAmenities: section('Rooms and Amenities'),
    activitiesAndNearbyAttractions: section('Activities and Nearby Attractions'),
    archivedAt: new Date(),
    reviewStatus: 'pending' as const,
  };
}

function draftCab(user: User) {
  return {
    ownerId: user.id,
    model: `${ownerName(user)}'s cab (draft)`,
    type: 'Sedan',
    seats: 4,
    fuelType: 'Petrol',
    originalPrice: 0,
    discountedPrice: 0,
    featured: false,
    archivedAt: new Date(),
    reviewStatus: 'pending' as const,
  };
}

/**
 * Deletes an account and, through the foreign keys, its sessions; listings it owned lose their owner.
 * An account with bookings is kept: the bookings are records the business needs (decision 0003).
 */
export async function removeUser(db: Db, actor: SessionUser, id: string) {
  if (!isId(id)) throw missing();
  if (id === actor.id) throw conflict(SELF_DELETE, 'self_delete');
  await db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const target = await lockUser(tx, id);
    if (!target) throw missing();
    keepAnAdmin(admins, target, null);
    try {
      await deleteUser(tx, id);
    } catch (err) {
      if (isReferenced(err)) throw conflict(USER_HAS_BOOKINGS, 'user_has_bookings');
      throw err;
    }
  });
}
