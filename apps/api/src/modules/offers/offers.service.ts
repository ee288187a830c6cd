import type { AdminOfferListQuery, OfferInput } from '@raahi/contract/offer-admin';
import type { OfferListQuery } from '@raahi/contract/offers';
import type { Db } from '../../db/client.ts';
import { todayInIndia } from '@raahi/contract/rules/dates';
import { badRequest, notFound } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { offerFromWire } from '../../wire/offer.ts';
import { deleteOffer, findOffer, insertOffer, liveListingExists, listOffers, updateOffer } from './offers.repo.ts';

const missing = () => notFound('Offer');

/** Visitors see offers running today in India whose hotel, cab or tour is still listed. */
export const listPublicOffers = (db: Db, q: OfferListQuery) =>
  listOffers(db, { ...q, status: 'current', liveTargetsOnly: true }, todayInIndia());

export const listAllOffers = (db: Db, q: AdminOfferListQuery) => listOffers(db, q, todayInIndia());

/** An offer must point at an existing, listed hotel, cab or tour of the kind it names. */
async function checkTarget(db: Db, body: OfferInput) {
  if (!isId(body.relatedId) || !(await liveListingExists(db, body.relatedTo, body.relatedId))) {
    const message = `No listed ${body.relatedTo.toLowerCase()} has this id.`;
    throw badRequest(message, { relatedId: message });
  }
}

export async function getOffer(db: Db, id: string) {
  const found = isId(id) ? await findOffer(db, id) : undefined;
  if (!found) throw missing();
  return found;
}

export async function createOffer(db: Db, body: OfferInput) {
  await checkTarget(db, body);
  return insertOffer(db, offerFromWire(body));
}

export async function editOffer(db: Db, id: string, body: OfferInput) {
  await getOffer(db, id);
  await checkTarget(db, body);
  const updated = await updateOffer(db, id, offerFromWire(body));
  if (!updated) throw missing();
  return updated;
}

export async function removeOffer(db: Db, id: string) {
  if (!isId(id) || !(await deleteOffer(db, id))) throw missing();
}
