import type { Tour } from '@raahi/contract/tours';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { formatDay, formatRupees } from '../../../lib/format.ts';
import { ConfirmDeleteDialog, useConfirmDelete } from '../components/confirm-delete-dialog.tsx';
import { DataTable, NameCell, rowAction, rowDanger, Thumbnail } from '../components/data-table.tsx';
import { inputClass } from '../components/form-fields.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { useDeleteTour } from './api/delete-tour.ts';
import { useAdminTours } from './api/get-admin-tours.ts';

const PAGE_SIZE = 20;

export function Component() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const q = useAdminTours({ page, limit: PAGE_SIZE, destination: search.trim() || undefined });
  const deletion = useConfirmDelete<Tour, unknown>(useDeleteTour(), {
    success: 'Package deleted successfully.',
    failure: 'Error deleting package.',
  });
  const searchId = useId();

  return (
    <>
      <PageHeader
        title="All Packages"
        actions={
          <>
            <Link to="/admin/tour/allpackagecategory" className={buttonClass('secondary')}>
              Categories
            </Link>
            <Link to="/admin/tour/addtour" className={buttonClass('primary')}>
              Add New Package
            </Link>
          </>
        }
      />
      <div className="mb-3 max-w-sm">
        <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
          Search by name or location
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          className={inputClass}
        />
      </div>
      <DataTable
        caption="Tour packages"
        rows={q.data?.items}
        rowKey={(t) => t._id}
        isLoading={q.isPending}
        loadingText="Loading packages…"
        error={q.error}
        onRetry={() => void q.refetch()}
        emptyText={search ? 'No packages match your search.' : 'No packages yet.'}
        paging={{ page, pageSize: PAGE_SIZE, total: q.data?.total ?? 0, onPage: setPage, label: 'Package pages' }}
        columns={[
          { header: <span className="sr-only">Picture</span>, cell: (t) => <Thumbnail src={t.image} />, className: 'w-20', phone: 'media' },
          { header: 'Name', cell: (t) => <NameCell name={t.name} featured={t.featured} />, sortBy: (t) => t.name },
          { header: 'Type', cell: (t) => t.type, sortBy: (t) => t.type },
          { header: 'Location', cell: (t) => t.location, sortBy: (t) => t.location },
          { header: 'Duration', cell: (t) => t.duration, className: 'whitespace-nowrap' },
          {
            header: 'Price',
            cell: (t) => formatRupees(t.price),
            sortBy: (t) => t.price,
            className: 'whitespace-nowrap text-right tabular-nums',
          },
          {
            header: 'Available',
            cell: (t) => `${formatDay(t.availableFrom)} – ${formatDay(t.availableTill)}`,
            sortBy: (t) => t.availableFrom,
            className: 'whitespace-nowrap',
          },
          {
            header: <span className="sr-only">Actions</span>,
            phone: 'actions',
            className: 'whitespace-nowrap text-right',
            cell: (t) => (
              <>
                <Link to={`/admin/tour/alltour/${t._id}`} className={rowAction}>
                  View<span className="sr-only"> {t.name}</span>
                </Link>
                <Link to={`/admin/tour/edit/${t._id}`} className={rowAction}>
                  Edit<span className="sr-only"> {t.name}</span>
                </Link>
                <button type="button" className={rowDanger} onClick={() => deletion.ask(t)}>
                  Delete<span className="sr-only"> {t.name}</span>
                </button>
              </>
            ),
          },
        ]}
      />
      <ConfirmDeleteDialog
        {...deletion.dialog}
        kind="package"
        itemName={deletion.target?.name}
        note="A package that has bookings is archived instead: its bookings are kept."
      />
    </>
  );
}
