import type { TourListQuery } from '@raahi/contract/tours';
import type { Db } from '../../db/client.ts';
import { page } from '../../http/page.ts';
import { notFound } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { toWireTour, toWireTourCard } from './tour.wire.ts';
import { findTour, listTourCards, listTours } from './tours.repo.ts';

/** One page of the live catalogue as cards (the public lists). */
export const tourCardPage = async (db: Db, q: TourListQuery) => page(await listTourCards(db, q), toWireTourCard);
/** One page of the live catalogue, whole (the tour managers' table). */
export const tourPage = async (db: Db, q: TourListQuery) => page(await listTours(db, q), toWireTour);

/** A live (not archived) tour, or 404; the back-office calls it a package. */
export async function getLiveTour(db: Db, id: string, what: 'Tour' | 'Package' = 'Tour') {
  const found = isId(id) ? await findTour(db, id) : undefined;
  if (!found) throw notFound(what);
  return found;
}
