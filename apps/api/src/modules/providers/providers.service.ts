// Who sells each listing: its owner's business profile; a listing with no owner, and every tour package,
// is sold by Raahi itself (the invoices' supplier). An owner who has not saved a profile yet is named by
// their account's name, with no GSTIN.
import type { ListingProvider, ProviderDetails, ProviderProfile, ProviderProfileInput } from '@raahi/contract/providers';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import type { Supplier } from '../../config.ts';
import { findProfile, liveListingsOf, saveProfile, sellersOf, type ProfileRow } from './providers.repo.ts';

const PROVIDER_ROLES = new Set(['hotel', 'cab', 'tour']);

const asProfile = (row: ProfileRow | undefined): ProviderProfile =>
  row
    ? { businessName: row.businessName, legalName: row.legalName, address: row.address, city: row.city, gstin: row.gstin, saved: true }
    : { businessName: '', legalName: '', address: '', city: '', gstin: '', saved: false };

export const myProfile = async (db: Db, userId: string) => asProfile(await findProfile(db, userId));

export async function saveMyProfile(db: Db, userId: string, input: Required<ProviderProfileInput>) {
  return asProfile(await saveProfile(db, userId, input));
}

/** "4th Floor, 80 Feet Road, Koramangala, Bengaluru 560034, Karnataka" → "Bengaluru" */
export function cityOf(address: string): string {
  const parts = address.split(',').map((p) => p.trim());
  const withPin = parts.find((p) => /\d{6}/.test(p));
  return (withPin ?? parts.at(-2) ?? '').replace(/\s*\d{6}\s*/, '').trim();
}

/** Raahi, when it sells the listing itself. */
export const platformSeller = (s: Supplier): ListingProvider => ({
  providerId: null,
  businessName: 'Raahi',
  legalName: s.name,
  city: cityOf(s.address),
  gstin: s.gstin,
});

type Seller = Awaited<ReturnType<typeof sellersOf>>[number];
function sellerFrom(s: Seller, fallbackCity: string): ListingProvider {
  if (s.profile)
    return {
      providerId: s.id,
      businessName: s.profile.businessName,
      legalName: s.profile.legalName,
      city: s.profile.city,
      gstin: s.profile.gstin || null,
    };
  const name = `${s.firstName} ${s.lastName}`.trim();
  return { providerId: s.id, businessName: name, legalName: name, city: fallbackCity, gstin: null };
}

/** Each listing with its seller (`provider`); `place` gives a listing's city for an owner without a profile. */
export async function withProviders<T extends object>(
  db: Db,
  supplier: Supplier,
  items: T[],
  place: (item: T) => string,
): Promise<(T & { provider: ListingProvider })[]> {
  const ids = [...new Set(items.map(ownerOf).filter((id): id is string => !!id))];
  const sellers = new Map((await sellersOf(db, ids)).map((s) => [s.id, s]));
  const platform = platformSeller(supplier);
  return items.map((item) => {
    const owner = ownerOf(item);
    const seller = owner ? sellers.get(owner) : undefined;
    return { ...item, provider: seller ? sellerFrom(seller, place(item)) : platform };
  });
}

/** A provider's details page; an account that is not a provider is not found. */
export async function providerDetails(db: Db, id: string): Promise<ProviderDetails> {
  const [seller] = isId(id) ? await sellersOf(db, [id]) : [];
  if (!seller || !PROVIDER_ROLES.has(seller.role)) throw notFound('Provider');
  const listings = await liveListingsOf(db, id);
  return { ...sellerFrom(seller, ''), address: seller.profile?.address ?? '', listings };
}

/** One page of listings, each with its seller. */
export async function pageWithProviders<T extends object>(db: Db, supplier: Supplier, { items, total }: { items: T[]; total: number }) {
  return { items: await withProviders(db, supplier, items, placeOf), total };
}

/** One listing with its seller. */
export const oneWithProvider = async <T extends object>(db: Db, supplier: Supplier, item: T) =>
  (await withProviders(db, supplier, [item], placeOf))[0]!;

const ownerOf = (item: object) => ('ownerId' in item && typeof item.ownerId === 'string' ? item.ownerId : null);
const placeOf = (item: object) => ('location' in item && typeof item.location === 'string' ? item.location : '');
