// The audit trail's reading side and the one change the product may make to it: pseudonymising a person
// who has been erased, so the record of what was done stays and who it was done by or to does not.
import type { AuditEntry, AuditQuery } from '@raahi/contract/audit';
import { instantOfIndianTime } from '@raahi/contract/rules/dates';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { isId } from '../../lib/ids.ts';
import { pseudonymiseEntries, searchAuditEntries, userIdByEmail, type AuditRow } from './audit.repo.ts';

const NOBODY = '00000000-0000-0000-0000-000000000000';

const wire = (r: AuditRow): AuditEntry => ({
  _id: r.id,
  at: r.at.toISOString(),
  kind: r.kind,
  actorId: r.actorId,
  actorRole: r.actorRole,
  ip: r.ip,
  action: r.action,
  summary: r.summary,
  status: r.status,
  personIds: r.personIds,
  listingIds: r.listingIds,
  bookingIds: r.bookingIds,
  request: r.request,
  changes: r.changes,
});

const nextDay = (day: string) => new Date(instantOfIndianTime(`${day}T00:00`).getTime() + 24 * 3600_000);

export async function searchAudit(db: Db, q: AuditQuery) {
  const person = q.person?.trim();
  // an email names its account; an address nobody has matches nothing
  const personId = !person ? undefined : isId(person) ? person : ((await userIdByEmail(db, person)) ?? NOBODY);
  const { rows, total } = await searchAuditEntries(db, {
    ...q,
    personId,
    since: q.from ? instantOfIndianTime(`${q.from}T00:00`) : undefined,
    before: q.to ? nextDay(q.to) : undefined,
  });
  return { items: rows.map(wire), total };
}

/**
 * For the erasure of a person: their id in the trail's entries becomes a pseudonym, and the texts that
 * identified them (email, name, phone) in the values become '[erased]'. Answers how many entries changed.
 */
export function pseudonymisePerson(db: Db, person: { id: string; texts: string[] }): Promise<number> {
  // random, made once per erasure: the same for all the person's entries, and leading back to no one
  const pseudonym = `erased-${randomBytes(8).toString('hex')}`;
  return pseudonymiseEntries(
    db,
    person.id,
    pseudonym,
    person.texts.map((t) => t.trim()).filter((t) => t.length >= 3),
  );
}
