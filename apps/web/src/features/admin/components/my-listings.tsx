// An owner's hotels or cabs in every state: live, under review, rejected (with the administrator's reason)
// or hidden. 'Manage' makes one the listing the owner pages show (the switcher's choice).
import type { ListingReview } from '@raahi/contract/listing-review';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { chooseListing } from '../api/chosen-listing.ts';
import { DataTable, rowAction } from './data-table.tsx';
import { listingState } from './listing-switcher.tsx';
import { PageHeader } from './page-header.tsx';

type Kind = 'hotel' | 'cab';
export type MyListing = { _id: string; archivedAt: string | null; imageUrl: string; review: ListingReview; title: string; detail: string };

const WORDS = {
  hotel: {
    title: 'My Hotels',
    add: 'Add a New Hotel',
    addPath: '/admin/hotel/new',
    view: '/admin/hotel/userview',
    none: 'You have no hotels yet.',
  },
  cab: { title: 'My Cabs', add: 'Add a New Cab', addPath: '/admin/cab/new', view: '/admin/cab/user/view', none: 'You have no cabs yet.' },
};

const TONE: Record<string, string> = {
  Live: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  'Under review': 'bg-amber-50 text-amber-800 ring-amber-200',
  Rejected: 'bg-red-50 text-red-800 ring-red-200',
  Hidden: 'bg-slate-100 text-slate-700 ring-slate-300',
};

export function ListingStateBadge({ listing }: { listing: Pick<MyListing, 'archivedAt' | 'review'> }) {
  const state = listingState(listing);
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONE[state]}`}>{state}</span>;
}

type Load = { isPending: boolean; error: unknown; refetch: () => unknown };

export function MyListingsPage({ kind, rows, load }: { kind: Kind; rows: MyListing[] | undefined; load: Load }) {
  const words = WORDS[kind];
  const navigate = useNavigate();
  const manage = (l: MyListing) => {
    chooseListing(kind, l._id);
    void navigate(words.view);
  };
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={words.title}
        description="A listing you add is checked by an administrator before travellers see it."
        actions={
          <Link to={words.addPath} className={buttonClass('primary')}>
            {words.add}
          </Link>
        }
      />
      <DataTable
        caption={words.title}
        rows={rows}
        rowKey={(l) => l._id}
        load={load}
        emptyText={words.none}
        countText={(n) => `${n} ${kind === 'hotel' ? (n === 1 ? 'hotel' : 'hotels') : n === 1 ? 'cab' : 'cabs'}`}
        columns={[
          { header: 'Name', cell: (l) => l.title, sortBy: (l) => l.title, phone: 'title' },
          { header: kind === 'hotel' ? 'Location' : 'Type', cell: (l) => l.detail },
          {
            header: 'State',
            sortBy: (l) => listingState(l),
            cell: (l) => (
              <span className="flex flex-col items-start gap-1">
                <ListingStateBadge listing={l} />
                {l.review.status === 'rejected' && l.review.reason && (
                  <span className="whitespace-pre-line text-sm text-red-800">Reason: {l.review.reason}</span>
                )}
              </span>
            ),
          },
          {
            header: <span className="sr-only">Actions</span>,
            label: 'Actions',
            phone: 'actions',
            cell: (l) => (
              <button type="button" className={rowAction} onClick={() => manage(l)} aria-label={`Manage ${l.title}`}>
                Manage
              </button>
            ),
          },
        ]}
      />
    </div>
  );
}
