// The one service of the owned listings, hotels and cabs. An owner may run many. An admin creates a
// listing live and decides who owns it, whether it is featured and whether it is archived; an owner adds
// one that waits hidden for an admin's review, and edits the rest of its own; deleting erases a listing
// nothing was booked on and archives one with bookings. Who may call what is settled by the endpoint
// table's access rules before any of this runs; what differs between the kinds is KINDS.
import { NO_CAB_FOR_USER } from '@raahi/contract/cabs';
import { type CabInput } from '@raahi/contract/cab-admin';
import { listingBodyFor } from '@raahi/contract/rules/listing-fields';
import { reviewAfterOwnerEdit } from '@raahi/contract/rules/listing-review';
import { NO_HOTEL_FOR_USER } from '@raahi/contract/hotels';
import { type HotelInput } from '@raahi/contract/hotel-admin';
import type { Db } from '../../db/client.ts';
import { isReferencedRowViolation } from '../../lib/db-errors.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { cabFromWire } from './cab.wire.ts';
import { hotelFromWire } from './hotel.wire.ts';
import type { SessionUser } from '../auth/index.ts';
import { findUserById } from '../users/index.ts';
import {
  archiveListing,
  eraseListingWithoutBookings,
  findListing,
  findListingByOwner,
  insertListing,
  listingsOfOwner,
  updateListing,
  type ListingKind,
  type ListingRow,
  type ListingValues,
} from './listings.repo.ts';

export type Inputs = { hotel: HotelInput; cab: CabInput };

/** What differs between a hotel and a cab. */
type KindPart<K extends ListingKind> = {
  /** as in 'Hotel was not found.' */
  name: string;
  /** the 404 when a user owns no listing of this kind */
  noneOwned: string;
  fromWire: (input: Inputs[K]) => ListingValues<K>;
};

const KINDS: { [K in ListingKind]: KindPart<K> } = {
  hotel: { name: 'Hotel', noneOwned: NO_HOTEL_FOR_USER, fromWire: hotelFromWire },
  cab: { name: 'Cab', noneOwned: NO_CAB_FOR_USER, fromWire: cabFromWire },
};

const missing = (kind: ListingKind) => notFound(KINDS[kind].name);

/** A listing travellers may see: live, with a well-formed id. */
export async function getLiveListing<K extends ListingKind>(db: Db, kind: K, id: string) {
  const found = isId(id) ? await findListing(db, kind, id) : undefined;
  if (!found) throw missing(kind);
  return found;
}

/** Staff see archived listings and drafts too: an admin restores one, an owner fills in a draft. */
export async function getListingForStaff<K extends ListingKind>(db: Db, kind: K, id: string) {
  const found = isId(id) ? await findListing(db, kind, id, { includeArchived: true }) : undefined;
  if (!found) throw missing(kind);
  return found;
}

/** The first listing a user owns (only that user or an admin may ask: the endpoint's access rule). */
export async function getListingOfOwner<K extends ListingKind>(db: Db, kind: K, userId: string) {
  const found = isId(userId) ? await findListingByOwner(db, kind, userId) : undefined;
  if (!found) throw new AppError(404, 'not_found', KINDS[kind].noneOwned);
  return found;
}

/** Every listing of this kind the caller owns, in every state, first added first. */
export const listMyListings = <K extends ListingKind>(db: Db, kind: K, actor: SessionUser) => listingsOfOwner(db, kind, actor.id);

/** An admin's new listing: live at once, owned by whom the body names (or nobody). */
export async function createListing<K extends ListingKind>(db: Db, kind: K, actor: SessionUser, input: Inputs[K]) {
  const values = KINDS[kind].fromWire(listingBodyFor(actor.role, input));
  // in one transaction with the audit entry that records it (db/change-notes.ts recordBeforeCommit)
  return db.transaction(async (tx) => {
    await assertOwnerExists(tx, values.ownerId);
    return saving(kind, () => insertListing(tx, kind, values));
  });
}

/** A listing added through POST /api/hotels or /api/cabs: an admin's is live; an owner's is theirs, hidden until approved. */
export async function addListing<K extends ListingKind>(db: Db, kind: K, actor: SessionUser, input: Inputs[K]) {
  if (actor.role === 'admin') return createListing(db, kind, actor, input);
  const values = KINDS[kind].fromWire(listingBodyFor(actor.role, input));
  const underReview = { ownerId: actor.id, archivedAt: new Date(), reviewStatus: 'pending', reviewReason: null } as const;
  return db.transaction((tx) => saving(kind, () => insertListing(tx, kind, { ...values, ...underReview } as ListingValues<K>)));
}

/**
 * An owner edits its listing's description, prices and pictures; who owns it, whether it is featured or
 * archived, and its rating and review count stay the admin's (rules/listing-fields.ts), so those fields
 * are dropped from anyone else's body.
 */
export async function editListing<K extends ListingKind>(db: Db, kind: K, actor: SessionUser, id: string, input: Inputs[K]) {
  const values = KINDS[kind].fromWire(listingBodyFor(actor.role, input));
  return db.transaction(async (tx) => {
    const before = await getListingForStaff(tx, kind, id);
    await assertOwnerExists(tx, values.ownerId);
    return saving(kind, () => updateListing(tx, kind, id, { ...values, ...reviewAfterEdit(actor, before, values) } as ListingValues<K>));
  });
}

/**
 * An owner's edit sends a rejected listing back to the queue; an admin who publishes a listing (archived:
 * false) approves it, as approving it would.
 */
function reviewAfterEdit(actor: SessionUser, before: ListingRow<ListingKind>, values: { archivedAt?: Date | null }) {
  if (actor.role !== 'admin') {
    const status = reviewAfterOwnerEdit(before.reviewStatus);
    return status === before.reviewStatus ? {} : { reviewStatus: status, reviewReason: null };
  }
  if (values.archivedAt === null && before.reviewStatus !== 'approved') return { reviewStatus: 'approved' as const, reviewReason: null };
  return {};
}

/** A listing with bookings is archived (its bookings stay); one without is erased. */
export async function removeListing(db: Db, kind: ListingKind, id: string): Promise<{ archived: boolean }> {
  return db.transaction(async (tx) => {
    await getListingForStaff(tx, kind, id);
    try {
      // a savepoint: the delete a booking refuses is undone without ending the transaction
      if (await tx.transaction((savepoint) => eraseListingWithoutBookings(savepoint, kind, id))) return { archived: false };
    } catch (err) {
      // a booking may arrive between the check and the delete
      if (!isReferencedRowViolation(err)) throw err;
    }
    await archiveListing(tx, kind, id);
    return { archived: true };
  });
}

/** An owner named in an admin's body must be an existing account. */
async function assertOwnerExists(db: Db, ownerId: string | null | undefined) {
  if (!ownerId) return;
  const found = isId(ownerId) ? await findUserById(db, ownerId) : undefined;
  if (!found) throw badRequest('Please check ownerId: no such user.', { ownerId: 'No such user.' });
}

/** Runs an insert or update; 404 when the listing went away meanwhile. */
async function saving<T>(kind: ListingKind, write: () => Promise<T | undefined>): Promise<T> {
  const saved = await write();
  if (!saved) throw missing(kind);
  return saved;
}
