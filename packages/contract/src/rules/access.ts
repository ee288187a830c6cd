// Who may call what: the one access policy. Every endpoint of the table declares an `Access`; the API
// evaluates it before the handler runs (apps/api/src/http/authorize.ts) and the web reads the same
// declarations to decide which menus, links and buttons to offer. Zod-free, so any page may import it.
import type { BookingOperation } from './booking-operations.ts';

export const ROLES = ['admin', 'hotel', 'cab', 'tour', 'content', 'user'] as const;
export type Role = (typeof ROLES)[number];
/** Roles that run part of the back-office. */
export type StaffRole = Exclude<Role, 'admin' | 'user'>;
export const STAFF_ROLES: readonly StaffRole[] = ['hotel', 'cab', 'tour', 'content'];

/**
 * `onlyBooking`: a session limited to one booking (a guest's, decision 0076): it reads and pays that booking
 * and is no one anywhere else.
 */
export type Actor = { id: string; role: Role; onlyBooking?: string | null };

/**
 * Who may call an endpoint. `anyone` needs no account; `signed-in` any account; `admin` admins only;
 * a list of staff roles those roles (admins always pass a role check). `of` narrows it to one object
 * that a path parameter names.
 */
export type Access =
  /**
   * `members: 'see-more'`: a signed-in caller is answered more (members-only deals); `'own-language'`: the
   * answer is in the caller's language (the person's, else Accept-Language). Either way not one for everyone.
   */
  | { who: 'anyone'; members?: 'see-more' | 'own-language' }
  | {
      who: 'signed-in';
      of?: Ownership;
      /** a session limited to one booking may call it too: the call names that booking, and the handler checks so (`reachesBooking`) */
      oneBooking?: true;
    }
  | { who: 'admin' }
  | { who: readonly StaffRole[]; of?: Ownership };

/** A GET whose answer is the same for every caller: it needs no session and may be cached and shared. */
export const isSharedRead = (row: { method: string; access: Access }): boolean =>
  row.method === 'GET' && row.access.who === 'anyone' && !('members' in row.access && row.access.members);

/** The object a call is about, named by a path parameter, and how the caller must stand to it. */
export type Ownership =
  /** a hotel or cab: its owner (admins pass) */
  | { listing: 'hotel' | 'cab'; param: string }
  /** a user id in the path: the caller themself (admins pass); `what` names what they asked for */
  | { self: string; what: string }
  /** a booking: what its guest or its provider may do with it (see booking-actions.ts) */
  | { booking: string; operation: BookingOperation | { param: string } }
  /** an enquiry, a review or a complaint: the provider of the listing it is about (isProvider in booking-actions.ts) */
  | { providerOf: 'enquiry' | 'review' | 'grievance'; param: string }
  /** a complaint: the account that raised it (admins pass) */
  | { raiserOf: 'grievance'; param: string }
  /** a person's own list (a wishlist): its owner only; anyone else, admins too, finds no such list */
  | { ownerOf: 'wishlist'; param: string };

/** Why a call is refused: the HTTP status, a code and a sentence a person understands. */
export type Refusal = { status: 401 | 403 | 404 | 409; code: string; message: string };

export const NOT_SIGNED_IN: Refusal = { status: 401, code: 'not_signed_in', message: 'Please sign in to continue.' };
export const NOT_ALLOWED: Refusal = { status: 403, code: 'forbidden', message: 'You are not allowed to do that.' };
export const notFoundRefusal = (what: string): Refusal => ({ status: 404, code: 'not_found', message: `${what} was not found.` });

/** The role part of an access rule: may this caller use the endpoint at all? */
export function roleRefusal(actor: Actor | null, access: Access): Refusal | null {
  if (access.who === 'anyone') return null;
  if (!actor || (actor.onlyBooking && !oneBookingMayCall(access))) return NOT_SIGNED_IN;
  if (access.who === 'signed-in' || actor.role === 'admin') return null;
  if (access.who === 'admin') return NOT_ALLOWED;
  return (access.who as readonly Role[]).includes(actor.role) ? null : NOT_ALLOWED;
}

/** Calls about one booking a session limited to it may make (booking-actions.ts says which operations). */
const oneBookingMayCall = (access: Access): boolean =>
  access.who === 'signed-in' && (access.oneBooking === true || (access.of !== undefined && 'booking' in access.of));

/** Whether the caller's session reaches the booking: every session does, but one limited to another booking. */
export const reachesBooking = (actor: Actor, bookingId: string | undefined): boolean =>
  !actor.onlyBooking || actor.onlyBooking === bookingId;

/** Who a call anyone may make is answered as: a session limited to one booking is no one there (it books as a guest again). */
export const callerOf = <A extends Actor>(actor: A | null): A | null => (actor?.onlyBooking ? null : actor);

/** For menus and links: whether the caller's role lets them use the endpoint (objects are checked on use). */
export const mayCall = (actor: Actor | null, access: Access): boolean => roleRefusal(actor, access) === null;

/** What the policy needs to know about the object a call names. */
export type ListingFacts = { kind: 'hotel' | 'cab'; ownerId: string | null };

const LISTING_NAME = { hotel: 'Hotel', cab: 'Cab' } as const;

/** A hotel or cab that is not the caller's is answered as if it did not exist. */
export function listingRefusal(actor: Actor, listing: ListingFacts): Refusal | null {
  if (actor.role === 'admin' || (actor.role === listing.kind && listing.ownerId === actor.id)) return null;
  return notFoundRefusal(LISTING_NAME[listing.kind]);
}

/** What only admins may see, answered to anyone else as if it did not exist. */
export const adminRefusal = (actor: Actor, what: string): Refusal | null => (actor.role === 'admin' ? null : notFoundRefusal(what));

/** A user id in the path that is not the caller's: "You can only see your own bookings." */
export function selfRefusal(actor: Actor, userId: string, what: string): Refusal | null {
  return actor.role === 'admin' || actor.id === userId
    ? null
    : { status: 403, code: 'forbidden', message: `You can only see your own ${what}.` };
}
