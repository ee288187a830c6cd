// An owner's hotels or cabs in every state: live, under review, rejected (with the administrator's reason)
// or hidden. 'Manage' makes one the listing the owner pages show (the switcher's choice).
import type { ListingReview } from '@raahi/contract/listing-review';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { chooseListing } from '../api/chosen-listing.ts';
import { DataTable, rowAction } from './data-table.tsx';
import { listingState, type ListingState } from './listing-switcher.tsx';
import { PageHeader } from './page-header.tsx';
import { useT } from '../../../lib/i18n.tsx';

type Kind = 'hotel' | 'cab';
export type MyListing = { _id: string; archivedAt: string | null; imageUrl: string; review: ListingReview; title: string; detail: string };

const WORDS = {
  hotel: {
    title: 'admin.nav.myHotels',
    add: 'admin.nav.addOwnHotel',
    addPath: '/admin/hotel/new',
    view: '/admin/hotel/userview',
    none: 'admin.mine.hotel.none',
    count: 'admin.mine.hotel.count',
    detail: 'admin.mine.hotel.detail',
  },
  cab: {
    title: 'admin.nav.myCabs',
    add: 'admin.nav.addOwnCab',
    addPath: '/admin/cab/new',
    view: '/admin/cab/user/view',
    none: 'admin.mine.cab.none',
    count: 'admin.mine.cab.count',
    detail: 'admin.mine.cab.detail',
  },
} as const;

const TONE: Record<ListingState, string> = {
  live: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
  hidden: 'bg-slate-100 text-slate-700 ring-slate-300',
};

export function ListingStateBadge({ listing }: { listing: Pick<MyListing, 'archivedAt' | 'review'> }) {
  const t = useT();
  const state = listingState(listing);
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONE[state]}`}>
      {t(`admin.listingState.${state}`)}
    </span>
  );
}

type Load = { isPending: boolean; error: unknown; refetch: () => unknown };

export function MyListingsPage({ kind, rows, load }: { kind: Kind; rows: MyListing[] | undefined; load: Load }) {
  const t = useT();
  const words = WORDS[kind];
  const navigate = useNavigate();
  const manage = (l: MyListing) => {
    chooseListing(kind, l._id);
    void navigate(words.view);
  };
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t(words.title)}
        description={t('admin.mine.description')}
        actions={
          <Link to={words.addPath} className={buttonClass('primary')}>
            {t(words.add)}
          </Link>
        }
      />
      <DataTable
        caption={t(words.title)}
        rows={rows}
        rowKey={(l) => l._id}
        load={load}
        emptyText={t(words.none)}
        countText={(n) => t(words.count, { count: n })}
        columns={[
          { header: t('admin.mine.name'), cell: (l) => l.title, sortBy: (l) => l.title, phone: 'title' },
          { header: t(words.detail), cell: (l) => l.detail },
          {
            header: t('admin.mine.state'),
            sortBy: (l) => t(`admin.listingState.${listingState(l)}`),
            cell: (l) => (
              <span className="flex flex-col items-start gap-1">
                <ListingStateBadge listing={l} />
                {l.review.status === 'rejected' && l.review.reason && (
                  <span className="whitespace-pre-line text-sm text-red-800">{t('admin.mine.reason', { reason: l.review.reason })}</span>
                )}
              </span>
            ),
          },
          {
            header: <span className="sr-only">{t('admin.table.actions')}</span>,
            label: t('admin.table.actions'),
            phone: 'actions',
            cell: (l) => (
              <button
                type="button"
                className={rowAction}
                onClick={() => manage(l)}
                aria-label={t('admin.mine.manageNamed', { name: l.title })}
              >
                {t('admin.mine.manage')}
              </button>
            ),
          },
        ]}
      />
    </div>
  );
}
