import type { HotelInput } from '@raahi/contract/hotels';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { hotelFromWire, type HotelValues } from '../../wire/hotel.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { archiveHotel, eraseHotelWithoutBookings, findHotel, findHotelByOwner, insertHotel, updateHotel } from './hotels.repo.ts';
import { assertOwnerExists, withoutAdminOnlyFields } from './listing-rules.ts';
// A listing with bookings cannot be erased: a booking may arrive between our check and the delete.
import { isReferencedRowViolation as isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts';

export const NO_HOTEL_FOR_USER = 'No hotel found for this user';
const OWNER_TAKEN = 'That user already owns a hotel.';

const hotelNotFound = () => notFound('Hotel');

/** A hotel visitors may see: live, with a well-formed id. */
export async function getPublicHotel(db: Db, id: string) {
  const found = isId(id) ? await findHotel(db, id) : undefined;
  if (!found) throw hotelNotFound();
  return found;
}

/** Admins see archived hotels too, so they can restore one. */
export async function getHotelForAdmin(db: Db, id: string) {
  const found = isId(id) ? await findHotel(db, id, { includeArchived: true }) : undefined;
  if (!found) throw hotelNotFound();
  return found;
}

/** Runs an insert or update; one hotel per owner is a unique index, so a second one is 409. */
async function saving<T>(write: () => Promise<T | undefined>): Promise<T> {
  let saved: T | undefined;
  try {
    saved = await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(OWNER_TAKEN, 'owner_taken');
    throw err;
  }
  if (!saved) throw hotelNotFound();
  return saved;
}

export async function createHotel(db: Db, input: HotelInput) {
  const values = hotelFromWire(input);
  await assertOwnerExists(db, values.ownerId);
  return saving(() => insertHotel(db, values));
}

export async function updateHotelAsAdmin(db: Db, id: string, input: HotelInput) {
  await getHotelForAdmin(db, id);
  const values = hotelFromWire(input);
  await assertOwnerExists(db, values.ownerId);
  return saving(() => updateHotel(db, id, values));
}

/** The hotel an owner (or an admin on its behalf) may edit; anyone else's hotel is 404. */
async function hotelActorMayEdit(db: Db, actor: SessionUser, id: string) {
  const found = isId(id) ? await findHotel(db, id, { includeArchived: true }) : undefined;
  if (!found || (actor.role !== 'admin' && found.ownerId !== actor.id)) throw hotelNotFound();
  return found;
}

export async function updateHotelAsOwner(db: Db, actor: SessionUser, id: string, input: HotelInput) {
  await hotelActorMayEdit(db, actor, id);
  const values: HotelValues = withoutAdminOnlyFields(actor, hotelFromWire(input));
  await assertOwnerExists(db, values.ownerId);
  return saving(() => updateHotel(db, id, values));
}

/** The hotel a user owns; only that user or an admin may ask. */
export async function getHotelOfUser(db: Db, actor: SessionUser, userId: string) {
  const mayAsk = actor.role === 'admin' || actor.id === userId;
  const found = mayAsk && isId(userId) ? await findHotelByOwner(db, userId) : undefined;
  if (!found) throw new AppError(404, 'not_found', NO_HOTEL_FOR_USER);
  return found;
}

/** A hotel with bookings is archived (its bookings stay); one without is erased. */
export async function deleteHotel(db: Db, id: string): Promise<{ archived: boolean }> {
  await getHotelForAdmin(db, id);
  try {
    if (await eraseHotelWithoutBookings(db, id)) return { archived: false };
  } catch (err) {
    if (!isForeignKeyViolation(err)) throw err;
  }
  await archiveHotel(db, id);
  return { archived: true };
}
