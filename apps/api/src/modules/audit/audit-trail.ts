// Puts an audited call on the trail (rules/audit.ts says which): who, from where, the row, what it named
// and the rows it changed with their values before and after (noted by the repositories while it ran,
// db/change-notes.ts). Written by the transaction that made the changes, before it commits; what a call
// changed outside a transaction, or read, is written before the answer is sent.
import type { EndpointDef } from '@raahi/contract/endpoint';
import { isSecretField, type AuditKind } from '@raahi/contract/rules/audit';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AuditChange } from '../../db/schema.ts';
import type { Subject } from '../../http/authorize.ts';
import { isId } from '../../lib/ids.ts';
import { insertAuditEntry } from './audit.repo.ts';

const PERSON = /^(user|owner|guest|person|raiser|author)(Id)?$|^userId$/i;
const LISTING = /^(hotel|cab|tour|listing)(Id)?$/i;
const BOOKING = /^booking(Id)?$/i;
const TABLE_REFS: Record<string, 'person' | 'listing' | 'booking'> = {
  users: 'person',
  provider_profiles: 'person',
  hotels: 'listing',
  cabs: 'listing',
  tours: 'listing',
  hotel_bookings: 'booking',
  cab_bookings: 'booking',
  tour_bookings: 'booking',
};

/** A copy of what the caller sent, secrets withheld and long texts cut. */
function withheld(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > 2000 ? `${value.slice(0, 2000)}…` : value;
  if (Array.isArray(value)) return value.slice(0, 100).map((v) => withheld(v, depth + 1));
  if (value && typeof value === 'object' && depth < 6)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, isSecretField(k) ? '[withheld]' : withheld(v, depth + 1)]));
  return value && typeof value === 'object' ? '[…]' : value;
}

export async function recordAuditedCall(
  db: Db,
  e: EndpointDef,
  kind: AuditKind,
  request: FastifyRequest,
  status: number,
  changes: AuditChange[],
): Promise<void> {
  const refs = { person: new Set<string>(), listing: new Set<string>(), booking: new Set<string>() };
  const named = (fields: unknown) => {
    if (!fields || typeof fields !== 'object') return;
    for (const [k, v] of Object.entries(fields)) {
      if (typeof v !== 'string' || !isId(v)) continue;
      if (PERSON.test(k)) refs.person.add(v);
      else if (LISTING.test(k)) refs.listing.add(v);
      else if (BOOKING.test(k)) refs.booking.add(v);
    }
  };
  const params = request.params as Record<string, unknown> | undefined;
  named(params);
  // not the query: a search for a person is not about them
  named(request.body);
  const subject = request.subject as Subject;
  if (subject && 'listingOwnerId' in subject) {
    refs.booking.add(subject.id);
    refs.person.add(subject.userId);
  } else if (subject) refs.listing.add(subject.id);
  for (const change of changes) {
    const ref = TABLE_REFS[change.table];
    if (ref && isId(change.id)) refs[ref].add(change.id);
    named(change.old);
    named(change.new);
  }
  const actor = request.user!;
  await insertAuditEntry(db, {
    kind,
    actorId: actor.id,
    actorRole: actor.role,
    ip: request.ip,
    action: `${e.method} ${e.path}`,
    summary: e.summary,
    status,
    personIds: [...refs.person],
    listingIds: [...refs.listing],
    bookingIds: [...refs.booking],
    request: withheld({ params, query: request.query, body: request.body }) as Record<string, unknown>,
    changes,
  });
}
