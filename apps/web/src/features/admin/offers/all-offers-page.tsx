import type { Offer } from '@raahi/contract/offers';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDeleteDialog, useConfirmDelete } from '../components/confirm-delete-dialog.tsx';
import { DataTable, rowAction, rowDanger } from '../components/data-table.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { useDeleteOffer } from './api/delete-offer.ts';
import { useAdminOffers } from './api/get-admin-offers.ts';

const PAGE_SIZE = 20;
const day = (d: string) => d.slice(0, 10);

export function Component() {
  const [page, setPage] = useState(1);
  const q = useAdminOffers({ page, limit: PAGE_SIZE });
  const deletion = useConfirmDelete<Offer, unknown>(useDeleteOffer(), {
    success: 'Offer deleted successfully.',
    failure: 'Error deleting offer.',
  });
  return (
    <>
      <PageHeader
        title="All Offers"
        actions={
          <Link to="/admin/offer/addoffer" className={buttonClass('primary')}>
            Add New Offer
          </Link>
        }
      />
      <DataTable
        caption="Offers"
        rows={q.data?.items}
        rowKey={(o) => o._id}
        isLoading={q.isPending}
        error={q.error}
        onRetry={() => void q.refetch()}
        loadingText="Loading offers…"
        emptyText="No offers yet."
        paging={{ page, pageSize: PAGE_SIZE, total: q.data?.total ?? 0, onPage: setPage, label: 'Offer pages' }}
        columns={[
          { header: 'Title', cell: (o) => <span className="font-medium text-slate-900">{o.title}</span>, sortBy: (o) => o.title },
          { header: 'Description', cell: (o) => <span className="line-clamp-2 max-w-md text-slate-700">{o.description}</span> },
          { header: 'Start Date', cell: (o) => day(o.startDate), sortBy: (o) => o.startDate, className: 'whitespace-nowrap tabular-nums' },
          { header: 'End Date', cell: (o) => day(o.endDate), sortBy: (o) => o.endDate, className: 'whitespace-nowrap tabular-nums' },
          { header: 'Related To', cell: (o) => o.relatedTo, sortBy: (o) => o.relatedTo },
          {
            header: <span className="sr-only">Actions</span>,
            phone: 'actions',
            className: 'whitespace-nowrap text-right',
            cell: (o) => (
              <>
                <Link to={`/admin/offer/edit/${o._id}`} className={rowAction}>
                  Edit<span className="sr-only"> {o.title}</span>
                </Link>
                <button type="button" className={rowDanger} onClick={() => deletion.ask(o)}>
                  Delete<span className="sr-only"> {o.title}</span>
                </button>
              </>
            ),
          },
        ]}
      />
      <ConfirmDeleteDialog {...deletion.dialog} kind="offer" itemName={deletion.target?.title} />
    </>
  );
}
