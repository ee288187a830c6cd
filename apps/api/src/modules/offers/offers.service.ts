import { wordsIn } from '@raahi/contract/i18n/node-catalogues';
import type { AdminOfferListQuery, OfferInput } from '@raahi/contract/offer-admin';
import type { OfferListQuery } from '@raahi/contract/offers';
import type { Db } from '../../db/client.ts';
import { todayInIndia } from '@raahi/contract/rules/dates';
import { wordsRefusal } from '@raahi/contract/rules/offer-words';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { offerFromWire, ruleOf } from './offer.wire.ts';
import { deleteOffer, findOffer, insertOffer, liveListingExists, listOffers, updateOffer } from './offers.repo.ts';

const missing = () => notFound('Offer');

/** Visitors see offers running today in India whose hotel, cab or tour is still listed; members-only deals when signed in. */
export const listPublicOffers = (db: Db, q: OfferListQuery, signedIn: boolean) =>
  listOffers(db, { ...q, status: 'current', liveTargetsOnly: true, ...(signedIn ? {} : { membersOnly: false }) }, todayInIndia());

/** Saves an offer; a coupon code another offer already carries is a 400 on the field. */
async function saving<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    const message = 'Another offer already carries this code.';
    throw badRequest(message, { couponCode: message });
  }
}

export const listAllOffers = (db: Db, q: AdminOfferListQuery) => listOffers(db, q, todayInIndia());

/**
 * The typed title and description, and what is given of them in other languages, may name only the figures
 * of the offer's own rule (rules/offer-words.ts).
 */
function checkWords(values: ReturnType<typeof offerFromWire>) {
  const rule = ruleOf(values);
  const typed: [field: string, text: string][] = [
    ['title', values.title],
    ['description', values.description],
    ...Object.entries(values.translations ?? {}).flatMap(([language, given]) =>
      Object.entries(given ?? {}).map(([f, text]): [string, string] => [`translations.${language}.${f}`, text ?? '']),
    ),
  ];
  const fields = Object.fromEntries(
    typed.flatMap(([f, text]) => {
      const refusal = wordsRefusal(text, rule, wordsIn('en'));
      return refusal ? [[f, refusal]] : [];
    }),
  );
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);
}

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
  const values = offerFromWire(body);
  checkWords(values);
  await checkTarget(db, body);
  return saving(() => insertOffer(db, values));
}

export async function editOffer(db: Db, id: string, body: OfferInput) {
  await getOffer(db, id);
  const values = offerFromWire(body);
  checkWords(values);
  await checkTarget(db, body);
  const updated = await saving(() => updateOffer(db, id, values));
  if (!updated) throw missing();
  return updated;
}

export async function removeOffer(db: Db, id: string) {
  if (!isId(id) || !(await deleteOffer(db, id))) throw missing();
}

/** what itemRoutes serves the calls on one offer with */
export const offerItems = { create: createOffer, get: getOffer, edit: editOffer, remove: removeOffer };
