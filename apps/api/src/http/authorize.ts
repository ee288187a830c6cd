// Evaluates an endpoint's access rule (packages/contract/src/rules/access.ts): the role part before the
// input is validated, the object part (a listing's owner, a booking's guest or provider, the user named in
// the path) once the path parameters are. The loaded facts reach the handler as its `subject`.
import {
  adminRefusal,
  listingRefusal,
  roleRefusal,
  selfRefusal,
  type Access,
  type ListingFacts,
  type Refusal,
} from '@raahi/contract/rules/access';
import { bookingRefusal, providerRefusal, type BookingFacts } from '@raahi/contract/rules/booking-actions';
import type { BookingOperation } from '@raahi/contract/rules/booking-operations';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../lib/errors.ts';
import { isId } from '../lib/ids.ts';
import { subjectFact } from './subject-facts.ts';

const PROVIDED = { enquiry: 'Enquiry', review: 'Review', grievance: 'Complaint' } as const;

export type ListingSubject = ListingFacts & { id: string };
export type BookingSubject = BookingFacts & { id: string };
export type Subject = ListingSubject | BookingSubject | undefined;

export const refusalError = (r: Refusal) => new AppError(r.status, r.code, r.message);

/** Throws the refusal for `refusal`, if any. */
export function enforce(refusal: Refusal | null): void {
  if (refusal) throw refusalError(refusal);
}

/** The role part: 401 when a sign-in is needed, 403 when the role may not call this at all. */
export function checkRole(request: FastifyRequest, access: Access): void {
  enforce(roleRefusal(request.user, access));
}

/** The object part: loads what the rule names and refuses (404 for what the caller may not see). */
export async function loadSubject(app: FastifyInstance, request: FastifyRequest, access: Access): Promise<Subject> {
  if (!('of' in access) || !access.of) return undefined;
  const of = access.of;
  const { db } = app;
  const actor = request.user!;
  const params = (request.params ?? {}) as Record<string, string>;
  if ('self' in of) {
    const id = params[of.self] ?? '';
    // what is not an id names no one: not found (an admin's call answers it as it answers any unknown user)
    if (!isId(id) && actor.role !== 'admin') throw notFound('User');
    enforce(selfRefusal(actor, id, of.what));
    return undefined;
  }
  if ('listing' in of) {
    const id = params[of.param] ?? '';
    const facts = isId(id) ? await subjectFact(app, 'listing')(db, of.listing, id) : undefined;
    if (!facts) throw notFound(of.listing === 'hotel' ? 'Hotel' : 'Cab');
    enforce(listingRefusal(actor, facts));
    return { ...facts, id };
  }
  if ('providerOf' in of) {
    const what = PROVIDED[of.providerOf];
    const id = params[of.param] ?? '';
    const facts = isId(id) ? await providedFacts(app, of.providerOf, id) : undefined;
    if (!facts) throw notFound(what);
    // a complaint about no listing is Raahi's own to handle
    enforce(facts === 'no-listing' ? adminRefusal(actor, what) : providerRefusal(actor, facts, what));
    return undefined;
  }
  if ('raiserOf' in of) {
    const id = params[of.param] ?? '';
    const raiserId = isId(id) ? await subjectFact(app, 'grievanceRaiser')(db, id) : undefined;
    if (raiserId === undefined || (raiserId !== actor.id && actor.role !== 'admin')) throw notFound('Complaint');
    return undefined;
  }
  if ('ownerOf' in of) {
    const id = params[of.param] ?? '';
    const ownerId = isId(id) ? await subjectFact(app, 'wishlistOwner')(db, id) : undefined;
    if (ownerId !== actor.id) throw notFound('List');
    return undefined;
  }
  const id = params[of.booking] ?? '';
  const facts = isId(id) ? await subjectFact(app, 'booking')(db, id) : undefined;
  if (!facts) throw notFound('Booking');
  const operation = typeof of.operation === 'string' ? of.operation : (params[of.operation.param] as BookingOperation);
  enforce(bookingRefusal(actor, { ...facts, id }, operation));
  return { ...facts, id };
}

/** The listing an enquiry, a review or a complaint is about: its kind and its owner (tours have none). */
async function providedFacts(
  app: FastifyInstance,
  what: keyof typeof PROVIDED,
  id: string,
): Promise<Pick<BookingFacts, 'kind' | 'listingOwnerId'> | 'no-listing' | undefined> {
  const row = await subjectFact(app, what)(app.db, id);
  if (!row) return undefined;
  if (!row.kind || !row.listingId) return 'no-listing';
  const listing = row.kind === 'tour' ? undefined : await subjectFact(app, 'listing')(app.db, row.kind, row.listingId);
  return { kind: row.kind, listingOwnerId: listing?.ownerId ?? null };
}
