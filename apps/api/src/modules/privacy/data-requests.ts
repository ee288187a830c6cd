// A person's requests about their data, tracked for the back-office with the deadline the DPDP Rules set.
// A download, a correction or a nominee is done at once (recorded done); an erasure refused while a
// booking is still to come stays open until it is done.
import type { DataRequest } from '@raahi/contract/privacy';
import { dataRequestDueBy, isRequestOverdue, type DataRequestKind } from '@raahi/contract/rules/personal-data';
import type { Db } from '../../db/client.ts';
import { completeRequest, insertRequest, openRequestOf, pageOfRequests, type DataRequestRow } from './data-requests.repo.ts';

/** A request done as it was made. */
export async function recordDone(db: Db, userId: string, kind: DataRequestKind, note: string, now = new Date()) {
  await insertRequest(db, { userId, kind, status: 'done', note, requestedAt: now, dueBy: dataRequestDueBy(now), completedAt: now });
}

/** The account's open request of a kind, opened now if there is none. */
export async function openRequest(db: Db, userId: string, kind: DataRequestKind, note: string, now = new Date()) {
  return (
    (await openRequestOf(db, userId, kind)) ?? insertRequest(db, { userId, kind, note, requestedAt: now, dueBy: dataRequestDueBy(now) })
  );
}

/** Closes the account's open request of a kind, or records one done now. */
export async function finishRequest(db: Db, userId: string, kind: DataRequestKind, note: string, now = new Date()) {
  const open = await openRequestOf(db, userId, kind);
  if (open) await completeRequest(db, open.id, note, now);
  else await recordDone(db, userId, kind, note, now);
}

const toWire = (r: DataRequestRow, name: string, now: Date): DataRequest => ({
  _id: r.id,
  kind: r.kind,
  status: r.status,
  userId: r.userId,
  userName: name,
  note: r.note,
  requestedAt: r.requestedAt.toISOString(),
  dueBy: r.dueBy.toISOString(),
  completedAt: r.completedAt?.toISOString() ?? null,
  overdue: isRequestOverdue(r, now),
});

export async function requestQueue(db: Db, q: Parameters<typeof pageOfRequests>[1]) {
  const { rows, total } = await pageOfRequests(db, q);
  const now = new Date();
  return { items: rows.map((x) => toWire(x.r, `${x.firstName} ${x.lastName}`.trim(), now)), total };
}

/** A correction of the profile (name, email, phone, billing details), done as it was made. */
export const recordCorrection = (db: Db, userId: string, what: string) =>
  recordDone(db, userId, 'correction', `Corrected on My Profile: ${what}.`);
