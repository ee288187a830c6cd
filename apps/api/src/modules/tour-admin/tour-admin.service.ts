import type { TourInput } from '@raahi/contract/tour-admin';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { tourFromWire } from '../tours/index.ts';
import { archiveLiveTour, deleteLiveTour, insertTour, updateLiveTour } from './tour-admin.repo.ts';
import { isReferencedRowViolation as isReferenced } from '../../lib/db-errors.ts';

const missing = () => notFound('Package');

export const createTour = (db: Db, body: TourInput) => insertTour(db, tourFromWire(body));

export async function editTour(db: Db, id: string, body: TourInput) {
  const updated = isId(id) ? await updateLiveTour(db, id, tourFromWire(body)) : undefined;
  if (!updated) throw missing();
  return updated;
}

/**
 * A package nobody has booked is erased. One with bookings is archived instead: it leaves the
 * catalogue and the admin list, and its bookings keep pointing at it. The database's foreign key
 * decides, so a booking made a moment before the delete is never orphaned.
 */
export async function removeTour(db: Db, id: string): Promise<'deleted' | 'archived'> {
  if (!isId(id)) throw missing();
  try {
    if (await deleteLiveTour(db, id)) return 'deleted';
  } catch (err) {
    if (!isReferenced(err)) throw err;
    if (await archiveLiveTour(db, id)) return 'archived';
  }
  throw missing();
}
