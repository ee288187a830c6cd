import type { Hotel } from '@raahi/contract/hotels';
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
import { useDeleteHotel } from './api/delete-hotel.ts';
import { ADMIN_HOTELS_PAGE_SIZE, useAdminHotels } from './api/get-admin-hotels.ts';

const linkClass = 'font-medium text-teal-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600';

export function Component() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, refetch } = useAdminHotels(page);
  const del = useDeleteHotel();
  const [toDelete, setToDelete] = useState<Hotel | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    del.mutate(toDelete._id, {
      onSuccess: () => toast.success('Hotel deleted successfully.'),
      onError: () => toast.error('Error deleting hotel.'),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <div>
      <PageHeader title="All Hotels">
        <Link to="/admin/hotel/addhotel" className={buttonClass('primary')}>
          Add Hotel
        </Link>
      </PageHeader>
      {isPending ? (
        <Spinner label="Loading hotels..." />
      ) : isError ? (
        <ErrorState message={`Error: ${error.message}`} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState title="No hotels yet" hint="Add the first hotel to list it for visitors.">
          <Link to="/admin/hotel/addhotel" className={buttonClass('primary')}>
            Add Hotel
          </Link>
        </EmptyState>
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-600">{data.total === 1 ? '1 hotel' : `${data.total} hotels`}</p>
          <div className={tableWrapClass}>
            <table className={tableClass}>
              <caption className="sr-only">All hotels</caption>
              <thead>
                <tr>
                  <th scope="col" className={thClass}>
                    Name
                  </th>
                  <th scope="col" className={thClass}>
                    Location
                  </th>
                  <th scope="col" className={thClass}>
                    Price / night
                  </th>
                  <th scope="col" className={thClass}>
                    Rooms
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
                        <span className="font-medium text-slate-900">{h.name}</span>
                        {h.featured && (
                          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Featured</span>
                        )}
                      </div>
                    </td>
                    <td className={`${tdClass} min-w-40`}>{h.location}</td>
                    <td className={`${tdClass} whitespace-nowrap`}>{formatRupees(h.price)}</td>
                    <td className={tdClass}>{h.rooms}</td>
                    <td className={`${tdClass} whitespace-nowrap`}>
                      <div className="flex items-center gap-3">
                        <Link to={`/admin/hotel/allhotel/${h._id}`} className={linkClass}>
                          View<span className="sr-only"> {h.name}</span>
                        </Link>
                        <Link to={`/admin/hotel/edit/${h._id}`} className={linkClass}>
                          Edit<span className="sr-only"> {h.name}</span>
                        </Link>
                        <button
                          type="button"
                          onClick={() => setToDelete(h)}
                          className="font-medium text-red-700 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600"
                        >
                          Delete<span className="sr-only"> {h.name}</span>
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
            pageSize={ADMIN_HOTELS_PAGE_SIZE}
            total={data.total}
            onPage={setPage}
            label="Hotel pages"
            className="mt-4 justify-between"
          />
        </>
      )}
      <ListingConfirmDialog
        open={!!toDelete}
        title="Delete hotel?"
        message={`Delete ${toDelete?.name ?? 'this hotel'}? A hotel with bookings is archived so its bookings are kept.`}
        busy={del.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </div>
  );
}
