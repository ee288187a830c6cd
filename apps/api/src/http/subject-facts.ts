// What the access policy (authorize.ts) reads about the object a call names. Each fact comes from the module
// that owns the rows: it provides its reader when its plugin registers, so the route code imports no module
// and no module is imported back (decision 0058).
import type { ListingFacts } from '@raahi/contract/rules/access';
import type { BookingFacts, BookingKind } from '@raahi/contract/rules/booking-actions';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';

/** The listing an enquiry, a review or a complaint is about (null when it names none). */
export type ProvidedRef = { kind: BookingKind | null; listingId: string | null };

export type SubjectFacts = {
  listing: (db: Db, kind: 'hotel' | 'cab', id: string) => Promise<ListingFacts | undefined>;
  booking: (db: Db, id: string) => Promise<BookingFacts | undefined>;
  enquiry: (db: Db, id: string) => Promise<ProvidedRef | undefined>;
  review: (db: Db, id: string) => Promise<ProvidedRef | undefined>;
  grievance: (db: Db, id: string) => Promise<ProvidedRef | undefined>;
  /** the account that raised a complaint (null: raised signed out), undefined when there is no such complaint */
  grievanceRaiser: (db: Db, id: string) => Promise<string | null | undefined>;
  /** the account a list (a wishlist) belongs to, undefined when there is no such list */
  wishlistOwner: (db: Db, id: string) => Promise<string | undefined>;
};

const facts = new WeakMap<FastifyInstance, Partial<SubjectFacts>>();

/** Called by the plugin of each module that owns some of the facts. */
export function provideSubjectFacts(app: FastifyInstance, part: Partial<SubjectFacts>): void {
  facts.set(app, { ...facts.get(app), ...part });
}

/** A call whose object cannot be read is refused rather than let through. */
export function subjectFact<K extends keyof SubjectFacts>(app: FastifyInstance, name: K): SubjectFacts[K] {
  const reader = facts.get(app)?.[name];
  if (!reader) throw new Error(`No ${name} facts: the module that owns them is not registered.`);
  return reader;
}
