// An owner who runs several hotels (or cabs) picks the one the page shows; the choice holds on every owner
// page (api/chosen-listing.ts). Nothing is drawn for an owner of one listing.
import { useId } from 'react';
import { Link } from 'react-router';
import type { ListingReview } from '@raahi/contract/listing-review';
import { chooseListing, pickListing, useChosenListingId } from '../api/chosen-listing.ts';
import { useMyCabs, useMyHotels } from '../api/get-owned-listing.ts';
import { inputClass } from './form-fields.tsx';
import { useT } from '../../../lib/i18n.tsx';

type Kind = 'hotel' | 'cab';
type Listing = { _id: string; archivedAt: string | null; review: ListingReview } & ({ name: string } | { model: string });

const titleOf = (l: Listing) => ('name' in l ? l.name : l.model);
/** what the owner sees beside a name: live, under review, rejected or hidden */
export const listingState = (l: Pick<Listing, 'archivedAt' | 'review'>) =>
  l.review.status !== 'approved' ? l.review.status : l.archivedAt ? 'hidden' : 'live';
export type ListingState = ReturnType<typeof listingState>;
const MINE_PATH = { hotel: '/admin/hotel/mine', cab: '/admin/cab/mine' };

export function ListingSwitcher({ kind }: { kind: Kind }) {
  const t = useT();
  const id = useId();
  const hotels = useMyHotels(kind === 'hotel');
  const cabs = useMyCabs(kind === 'cab');
  const list: Listing[] | undefined = kind === 'hotel' ? hotels.data : cabs.data;
  const chosen = pickListing(list ?? [], useChosenListingId(kind));
  if (!list || list.length < 2 || !chosen) return null;
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <div className="min-w-0 flex-1 sm:max-w-md">
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          {t(`admin.switcher.${kind}.label`)}
        </label>
        <select id={id} className={inputClass} value={chosen._id} onChange={(e) => chooseListing(kind, e.currentTarget.value)}>
          {list.map((l) => (
            <option key={l._id} value={l._id}>
              {`${titleOf(l)} · ${t(`admin.listingState.${listingState(l)}`)}`}
            </option>
          ))}
        </select>
      </div>
      <Link to={MINE_PATH[kind]} className="pb-2 text-sm font-semibold text-teal-800 underline-offset-2 hover:underline">
        {t(`admin.switcher.${kind}.all`)}
      </Link>
    </div>
  );
}
