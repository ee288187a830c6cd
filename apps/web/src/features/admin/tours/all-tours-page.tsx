import type { Tour } from '@raahi/contract/tours';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Img } from '../../../components/ui/img.tsx';
import { formatDay, formatRupees } from '../../../lib/format.ts';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog.tsx';
import { DataTable, rowAction, rowDanger } from '../components/data-table.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { inputClass } from '../components/form-fields.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { useDeleteTour } from './api/delete-tour.ts';
import { useAdminTours } from './api/get-admin-tours.ts';

const PAGE_SIZE = 20;

export function Component() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const q = useAdminTours({ page, limit: PAGE_SIZE, destination: search.trim() || undefined });
  const del = useDeleteTour();
  const [target, setTarget] = useState<Tour | null>(null);
  const searchId = useId();

  const onDelete = () => {
    if (!target) return;
    del.mutate(target._id, {
      onSuccess: () => toast.success('Package deleted successfully.'),
      onError: () => toast.error('Error deleting package.'),
      onSettled: () => setTarget(null),
    });
  };

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
        error={q.error}
        onRetry={() => void q.refetch()}
        emptyText={search ? 'No packages match your search.' : 'No packages yet.'}
        columns={[
          {
            header: <span className="sr-only">Picture</span>,
            cell: (t) => <Img src={t.image} alt="" width={64} height={44} sizes="64px" className="h-11 w-16 rounded-md" />,
            className: 'w-20',
          },
          {
            header: 'Name',
            cell: (t) => (
              <>
                <span className="font-medium text-slate-900">{t.name}</span>
                {t.featured && (
                  <span className="ml-2 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200">
                    Featured
                  </span>
                )}
              </>
            ),
          },
          { header: 'Type', cell: (t) => t.type },
          { header: 'Location', cell: (t) => t.location },
          { header: 'Duration', cell: (t) => t.duration, className: 'whitespace-nowrap' },
          { header: 'Price', cell: (t) => formatRupees(t.price), className: 'whitespace-nowrap text-right tabular-nums' },
          {
            header: 'Available',
            cell: (t) => `${formatDay(t.availableFrom)} – ${formatDay(t.availableTill)}`,
            className: 'whitespace-nowrap',
          },
          {
            header: <span className="sr-only">Actions</span>,
            className: 'whitespace-nowrap text-right',
            cell: (t) => (
              <>
                <Link to={`/admin/tour/alltour/${t._id}`} className={rowAction}>
                  View<span className="sr-only"> {t.name}</span>
                </Link>
                <Link to={`/admin/tour/edit/${t._id}`} className={rowAction}>
                  Edit<span className="sr-only"> {t.name}</span>
                </Link>
                <button type="button" className={rowDanger} onClick={() => setTarget(t)}>
                  Delete<span className="sr-only"> {t.name}</span>
                </button>
              </>
            ),
          },
        ]}
      />
      <Pagination page={page} pageSize={PAGE_SIZE} total={q.data?.total ?? 0} onPage={setPage} className="mt-3 justify-between" />
      <ConfirmDeleteDialog
        open={target !== null}
        kind="package"
        itemName={target?.name}
        pending={del.isPending}
        note="A package that has bookings is archived instead: its bookings are kept."
        onCancel={() => setTarget(null)}
        onConfirm={onDelete}
      />
    </>
  );
}
