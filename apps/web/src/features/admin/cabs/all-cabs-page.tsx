import type { Cab } from '@raahi/contract/cabs';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Img } from '../../../components/ui/img.tsx';
import { EmptyState, ErrorState, Spinner } from '../../../components/ui/states.tsx';
import { formatRupees } from '../../../lib/format.ts';
import { ListingConfirmDialog } from '../components/listing-confirm-dialog.tsx';
import { PageHeader, tableClass, tableWrapClass, tdClass, thClass } from '../components/listing-pager.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useDeleteCab } from './api/delete-cab.ts';
import { ADMIN_CABS_PAGE_SIZE, useAdminCabs } from './api/get-admin-cabs.ts';

const linkClass = 'font-medium text-teal-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600';

export function Component() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, refetch } = useAdminCabs(page);
  const del = useDeleteCab();
  const [toDelete, setToDelete] = useState<Cab | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    del.mutate(toDelete._id, {
      onSuccess: () => toast.success('Cab deleted successfully.'),
      onError: () => toast.error('Error deleting cab.'),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <div>
      <PageHeader title="All Cabs">
        <Link to="/admin/cab/addcab" className={buttonClass('primary')}>
          Add a Cab
        </Link>
      </PageHeader>
      {isPending ? (
        <Spinner label="Loading cabs..." />
      ) : isError ? (
        <ErrorState message={`Error: ${error.message}`} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState title="No cabs yet" hint="Add the first cab to list it for visitors.">
          <Link to="/admin/cab/addcab" className={buttonClass('primary')}>
            Add a Cab
          </Link>
        </EmptyState>
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-600">{data.total === 1 ? '1 cab' : `${data.total} cabs`}</p>
          <div className={tableWrapClass}>
            <table className={tableClass}>
              <caption className="sr-only">All cabs</caption>
              <thead>
                <tr>
                  <th scope="col" className={thClass}>
                    Model
                  </th>
                  <th scope="col" className={thClass}>
                    Type
                  </th>
                  <th scope="col" className={thClass}>
                    Seats
                  </th>
                  <th scope="col" className={thClass}>
                    Fuel
                  </th>
                  <th scope="col" className={thClass}>
                    Travel type
                  </th>
                  <th scope="col" className={thClass}>
                    Price
                  </th>
                  <th scope="col" className={thClass}>
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.items.map((h) => (
                  <tr key={h._id} className="hover:bg-slate-50">
                    <td className={tdClass}>
                      <div className="flex min-w-48 items-center gap-3">
                        <Img src={h.imageUrl} alt="" width={64} height={48} sizes="64px" className="h-12 w-16 shrink-0 rounded-md" />
                        <span className="font-medium text-slate-900">{h.model}</span>
                        {h.featured && (
                          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Featured</span>
                        )}
                      </div>
                    </td>
                    <td className={tdClass}>{h.type}</td>
                    <td className={tdClass}>{h.seats}</td>
                    <td className={tdClass}>{h.fuelType}</td>
                    <td className={`${tdClass} whitespace-nowrap`}>{h.travelType}</td>
                    <td className={`${tdClass} whitespace-nowrap`}>
                      {h.discountedPrice < h.originalPrice && (
                        <s className="mr-1 text-slate-500">
                          <span className="sr-only">was </span>
                          {formatRupees(h.originalPrice)}
                        </s>
                      )}
                      {formatRupees(h.discountedPrice)}
                    </td>
                    <td className={`${tdClass} whitespace-nowrap`}>
                      <div className="flex items-center gap-3">
                        <Link to={`/admin/cab/edit/${h._id}`} className={linkClass}>
                          Edit<span className="sr-only"> {h.model}</span>
                        </Link>
                        <button
                          type="button"
                          onClick={() => setToDelete(h)}
                          className="font-medium text-red-700 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600"
                        >
                          Delete<span className="sr-only"> {h.model}</span>
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            page={page}
            pageSize={ADMIN_CABS_PAGE_SIZE}
            total={data.total}
            onPage={setPage}
            label="Cab pages"
            className="mt-4 justify-between"
          />
        </>
      )}
      <ListingConfirmDialog
        open={!!toDelete}
        title="Delete cab?"
        message={`Delete ${toDelete?.model ?? 'this cab'}? A cab with bookings is archived so its bookings are kept.`}
        busy={del.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </div>
  );
}
