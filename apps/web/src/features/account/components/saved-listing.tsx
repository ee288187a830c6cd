// A saved hotel or tour as the account's lists and a shared list show it: photo, kind, name (a link while it
// is offered), place and price from; and a list's name, the default one in the page's language.
import { DEFAULT_WISHLIST_NAME, type SavedListing } from '@raahi/contract/wishlists';
import { rupees } from '@raahi/contract/rules/rupees';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Img } from '../../../components/ui/img.tsx';
import { useLocalePath, useT } from '../../../lib/i18n.tsx';

export function SavedListingRow({ listing, children }: { listing: SavedListing; children?: ReactNode }) {
  const t = useT();
  const at = useLocalePath();
  return (
    <div className="flex items-start gap-3">
      <Img src={listing.image} alt="" width={160} height={120} sizes="6rem" className="h-20 w-24 shrink-0 rounded-lg" />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-teal-800">{t(`account.saved.kind.${listing.kind}`)}</p>
        {listing.available ? (
          <Link to={at(`/${listing.kind}/${listing.listingId}`)} className="font-semibold text-slate-900 hover:underline">
            {listing.name}
          </Link>
        ) : (
          <p className="font-semibold text-slate-700">{listing.name}</p>
        )}
        <p className="text-sm text-slate-600">{listing.location}</p>
        <p className="text-sm text-slate-700">
          {listing.available ? t(`account.saved.from.${listing.kind}`, { price: rupees(listing.price) }) : t('account.saved.unavailable')}
        </p>
        {children}
      </div>
    </div>
  );
}

/** A list's name: the default one ('Saved' as stored) in the page's language, any other as its owner wrote it. */
export function useListName() {
  const t = useT();
  return (name: string) => (name === DEFAULT_WISHLIST_NAME ? t('account.saved.defaultName') : name);
}
