import type { CabInput } from '@raahi/contract/cabs';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { cabFromWire, type CabValues } from '../../wire/cab.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { assertOwnerExists, withoutAdminOnlyFields } from '../hotels/listing-rules.ts';
// A listing with bookings cannot be erased: a booking may arrive between our check and the delete.
import { isReferencedRowViolation as isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';
import { archiveCab, eraseCabWithoutBookings, findCab, findCabByOwner, insertCab, updateCab } from './cabs.repo.ts';

export const NO_CAB_FOR_USER = 'No cab found';
const OWNER_TAKEN = 'That user already owns a cab.';

const cabNotFound = () => notFound('Cab');

/** A cab visitors may see: live, with a well-formed id. */
export async function getPublicCab(db: Db, id: string) {
  const found = isId(id) ? await findCab(db, id) : undefined;
  if (!found) throw cabNotFound();
  return found;
}

/** The cab the actor may edit: any cab for an admin, its own for an owner (drafts and archived ones too); else 404. */
export async function getCabActorMayEdit(db: Db, actor: SessionUser, id: string) {
  const found = isId(id) ? await findCab(db, id, { includeArchived: true }) : undefined;
  if (!found || (actor.role !== 'admin' && found.ownerId !== actor.id)) throw cabNotFound();
  return found;
}

/** Runs an insert or update; one cab per owner is a unique index, so a second one is 409. */
async function saving<T>(write: () => Promise<T | undefined>): Promise<T> {
  let saved: T | undefined;
  try {
    saved = await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(OWNER_TAKEN, 'owner_taken');
    throw err;
  }
  if (!saved) throw cabNotFound();
  return saved;
}

export async function createCab(db: Db, input: CabInput) {
  const values = cabFromWire(input);
  await assertOwnerExists(db, values.ownerId);
  return saving(() => insertCab(db, values));
}

export async function updateCabAs(db: Db, actor: SessionUser, id: string, input: CabInput) {
  await getCabActorMayEdit(db, actor, id);
  const values: CabValues = withoutAdminOnlyFields(actor, cabFromWire(input));
  await assertOwnerExists(db, values.ownerId);
  return saving(() => updateCab(db, id, values));
}

/** The cab a user owns; only that user or an admin may ask. */
export async function getCabOfUser(db: Db, actor: SessionUser, userId: string) {
  const mayAsk = actor.role === 'admin' || actor.id === userId;
  const found = mayAsk && isId(userId) ? await findCabByOwner(db, userId) : undefined;
  if (!found) throw new AppError(404, 'not_found', NO_CAB_FOR_USER);
  return found;
}

/** A cab with bookings is archived (its bookings stay); one without is erased. */
export async function deleteCab(db: Db, id: string): Promise<{ archived: boolean }> {
  if (!(isId(id) && (await findCab(db, id, { includeArchived: true })))) throw cabNotFound();
  try {
    if (await eraseCabWithoutBookings(db, id)) return { archived: false };
  } catch (err) {
    if (!isForeignKeyViolation(err)) throw err;
  }
  await archiveCab(db, id);
  return { archived: true };
}
