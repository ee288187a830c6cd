// The booking management table of every kind (hotel, cab, tour) for admins and owners: search,
// status filter, sort, server paging, status change from a dropdown (a cancel is confirmed with a reason),
// and View Details. At 1366 px it fits its page without scrolling sideways: cells wrap, actions stack.
// Bookings are named by their reference (RH-7K2M9Q), never by the long id.
import type { AnyBooking } from '@raahi/contract/bookings';
import { BOOKING_STATUSES, nextStatuses, type BookingStatus } from '@raahi/contract/rules/booking-actions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import type { MessageKey } from '@raahi/contract/i18n/catalogue';
import { useT } from '../../../../lib/i18n.tsx';
import { toast } from '../../../../lib/toast.ts';
import { useDebounced } from '../../../../lib/use-debounced.ts';
import { EmptyState, ErrorState, Spinner } from '../../../../components/ui/states.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { formatDateTime, formatDay } from '../../../../lib/format.ts';
import { rupeesExact } from '@raahi/contract/rules/rupees';
import { SearchFilter, SelectFilter } from '../../components/filter-fields.tsx';
import { Options } from '../../components/form-fields.tsx';
import { useMediaQuery } from '../../components/use-media-query.ts';
import { TablePaging, tableClass, tableWrapClass, tdClass, thWrapClass } from '../../components/data-table.tsx';
import { BOOKINGS_PAGE_SIZE, type BookingListParams } from '../api/booking-list-params.ts';
import { BookingDetailsDialog, guestName } from './booking-details-dialog.tsx';
import { CancelBookingDialog } from './cancel-booking-dialog.tsx';
import { StatusBadge as BookingStatusBadge } from '../../../../components/ui/status-badge.tsx';
import { PaymentBadge } from '../../../../components/ui/payment-badge.tsx';
import { RoomLines } from '../../../../components/booking/booked-rooms.tsx';

type Column<B> = { header: string; cell: (b: B) => ReactNode; className?: string };

const money = (n: number | null | undefined) => (typeof n === 'number' && Number.isFinite(n) ? rupeesExact(n) : rupeesExact(0));

type Words = ReturnType<typeof useT>;

function columnsOf(t: Words, kind: AnyBooking['kind']): Column<AnyBooking>[] {
  const id: Column<AnyBooking> = {
    header: t('admin.bookings.col.id'),
    cell: (b) => <span className="whitespace-nowrap font-mono text-xs">{b.reference}</span>,
  };
  const guest: Column<AnyBooking> = { header: t('admin.bookings.col.guest'), cell: (b) => guestName(b, t) };
  const created: Column<AnyBooking> = { header: t('admin.bookings.col.created'), cell: (b) => formatDateTime(b.createdAt) };
  const status: Column<AnyBooking> = { header: t('admin.bookings.col.status'), cell: (b) => <BookingStatusBadge status={b.status} /> };
  const payment: Column<AnyBooking> = { header: t('admin.bookings.col.payment'), cell: (b) => <PaymentBadge payment={b.payment} /> };
  if (kind === 'hotel')
    return [
      id,
      guest,
      {
        header: t('admin.bookings.col.room'),
        cell: (b) =>
          b.kind === 'hotel' && b.roomCount ? (
            <>
              {t('admin.bookings.rooms', { count: b.roomCount })}
              <RoomLines rooms={b.rooms} />
            </>
          ) : (
            t('admin.bookings.na')
          ),
      },
      { header: t('admin.bookings.col.checkIn'), cell: (b) => (b.kind === 'hotel' ? formatDay(b.checkInDate) : '') },
      { header: t('admin.bookings.col.checkOut'), cell: (b) => (b.kind === 'hotel' ? formatDay(b.checkOutDate) : '') },
      { header: t('admin.bookings.col.totalPrice'), cell: (b) => money(b.ammount), className: 'whitespace-nowrap text-right' },
      status,
      payment,
      created,
    ];
  if (kind === 'cab')
    return [
      id,
      guest,
      { header: t('admin.bookings.col.pickup'), cell: (b) => (b.kind === 'cab' ? b.pickupLocation : '') },
      { header: t('admin.bookings.col.dropoff'), cell: (b) => (b.kind === 'cab' ? b.dropoffLocation : '') },
      { header: t('admin.bookings.col.pickupTime'), cell: (b) => (b.kind === 'cab' ? formatDateTime(b.pickupTime) : '') },
      {
        header: t('admin.bookings.col.totalAmount'),
        cell: (b) => money(b.kind === 'cab' ? b.totalAmount : b.ammount),
        className: 'whitespace-nowrap text-right',
      },
      status,
      payment,
      created,
    ];
  return [
    id,
    guest,
    { header: t('admin.bookings.col.tour'), cell: (b) => (b.kind === 'tour' ? b.tourName || b.tour.name : '') },
    { header: t('admin.bookings.col.date'), cell: (b) => (b.kind === 'tour' ? formatDay(b.bookingDate) : '') },
    { header: t('admin.bookings.col.amount'), cell: (b) => money(b.ammount), className: 'whitespace-nowrap text-right' },
    status,
    payment,
    created,
  ];
}

/** Phones get cards instead of a wide table. */
const NARROW = '(max-width: 767px)';
const SORTS = ['newest', 'oldest'] as const;
const SORT_LABEL: Record<(typeof SORTS)[number], MessageKey> = { newest: 'admin.bookings.newest', oldest: 'admin.bookings.oldest' };
const STATUS_FILTERS = ['', ...BOOKING_STATUSES] as const;

export type BookingsTableProps<B extends AnyBooking> = {
  kind: B['kind'];
  caption: string;
  /** the list's query key; the params are appended */
  listKey: readonly unknown[];
  fetchPage: (p: BookingListParams) => Promise<{ items: B[]; total: number }>;
  setStatus: (id: string, status: BookingStatus, reason?: string) => Promise<B>;
  texts: {
    loadError: string;
    empty: string;
    /** the message shown when a status change fails */
    updateError: (err: unknown) => string;
  };
  /** hotel tables reload the list after a change; cab and tour tables update the row in place */
  reloadAfterUpdate?: boolean;
};

export function BookingsTable<B extends AnyBooking>({
  kind,
  caption,
  listKey,
  fetchPage,
  setStatus,
  texts,
  reloadAfterUpdate = false,
}: BookingsTableProps<B>) {
  const t = useT();
  const ids = useId();
  const qc = useQueryClient();
  const [search, setSearch] = useState('');
  const [status, setStatusFilter] = useState<BookingStatus | ''>('');
  const [sort, setSort] = useState<'newest' | 'oldest'>('newest');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<B | null>(null);
  const [cancelling, setCancelling] = useState<B | null>(null);
  const q = useDebounced(search.trim());
  // a new search, filter or order starts again at page 1
  const filterKey = `${q}|${status}|${sort}`;
  const [shownFilter, setShownFilter] = useState(filterKey);
  if (shownFilter !== filterKey) {
    setShownFilter(filterKey);
    setPage(1);
  }

  const params: BookingListParams = { page, sort, status: status || undefined, q: q || undefined };
  const list = useQuery({ queryKey: [...listKey, params], queryFn: () => fetchPage(params), placeholderData: keepPreviousData });

  const update = useMutation({
    mutationFn: ({ id, to, reason }: { id: string; to: BookingStatus; reason?: string }) => setStatus(id, to, reason),
    onSuccess: (saved) => {
      setCancelling(null);
      toast.success(
        t('admin.bookings.updated', { reference: saved.reference, status: t(`common.bookingStatus.${saved.status ?? 'Pending'}`) }),
      );
      if (reloadAfterUpdate) void qc.invalidateQueries({ queryKey: listKey });
      else {
        qc.setQueriesData<{ items: B[]; total: number }>({ queryKey: listKey }, (old) =>
          old ? { ...old, items: old.items.map((b) => (b._id === saved._id ? saved : b)) } : old,
        );
      }
    },
    onError: (err) => toast.error(texts.updateError(err)),
  });
  const updatingId = update.isPending ? update.variables?.id : undefined;

  const change = (b: B, to: BookingStatus) => {
    if ((b.status ?? 'Pending') === to) return;
    // cancelling someone's booking is asked first, with the reason the guest is told
    if (to === 'Cancelled') setCancelling(b);
    else update.mutate({ id: b._id, to });
  };

  const narrow = useMediaQuery(NARROW);
  const actions = (b: B) => {
    const busy = updatingId === b._id;
    // the current status and only the moves the server allows from it
    const current = b.status ?? 'Pending';
    const choices = [current, ...nextStatuses(current)];
    return (
      <div className="flex flex-col items-start gap-1.5">
        <button
          type="button"
          onClick={() => setViewing(b)}
          className="whitespace-nowrap rounded-lg border border-slate-300 px-2.5 py-1.5 text-xs font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600"
        >
          {t('admin.bookings.viewDetails')}
          <span className="sr-only"> {t('admin.bookings.ofBooking', { reference: b.reference })}</span>
        </button>
        <label htmlFor={`${ids}-st-${b._id}`} className="sr-only">
          {t('admin.bookings.changeStatus', { reference: b.reference, guest: guestName(b, t) })}
        </label>
        <select
          id={`${ids}-st-${b._id}`}
          value={current}
          disabled={busy || choices.length === 1}
          aria-busy={busy}
          onChange={(e) => change(b, e.target.value as BookingStatus)}
          className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-xs font-medium text-slate-800 focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30 disabled:cursor-wait disabled:opacity-60"
        >
          <Options values={choices} labelOf={(s) => t(`common.bookingStatus.${s}`)} />
        </select>
        {busy && (
          <span role="status" className="inline-flex items-center">
            <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-teal-600 border-t-transparent" />
            <span className="sr-only">{t('admin.bookings.updatingStatus')}</span>
          </span>
        )}
      </div>
    );
  };

  const columns = columnsOf(t, kind);
  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const filtered = !!(q || status);

  return (
    <div>
      <div className="mb-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_12rem_12rem]">
        <SearchFilter
          label={t('admin.bookings.search')}
          labelClassName="text-slate-700"
          value={search}
          onChange={setSearch}
          placeholder={t(`admin.bookings.searchHint.${kind}`)}
        />
        <SelectFilter
          label={t('admin.bookings.col.status')}
          labelClassName="text-slate-700"
          value={status}
          onChange={setStatusFilter}
          options={STATUS_FILTERS}
          labelOf={(s) => (s ? t(`common.bookingStatus.${s}`) : t('admin.bookings.allStatuses'))}
        />
        <SelectFilter
          label={t('admin.bookings.sort')}
          labelClassName="text-slate-700"
          value={sort}
          onChange={setSort}
          options={SORTS}
          labelOf={(o) => t(SORT_LABEL[o])}
        />
      </div>

      {list.isPending ? (
        <Spinner label={t('admin.bookings.loading')} />
      ) : list.isError ? (
        <ErrorState
          message={
            kind === 'hotel' && list.error instanceof ApiError && list.error.code === 'bad_answer'
              ? t('admin.bookings.loadFailed')
              : texts.loadError
          }
          onRetry={() => void list.refetch()}
        />
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-600" aria-live="polite">
            {t('admin.bookings.showing', { total })}
            {list.isFetching && <span className="ml-2 text-slate-400">{t('admin.bookings.updating')}</span>}
          </p>
          {rows.length === 0 ? (
            <EmptyState title={texts.empty} hint={filtered ? t('admin.bookings.tryAnother') : undefined} />
          ) : narrow ? (
            <ul className="space-y-3" aria-label={caption}>
              {rows.map((b) => (
                <li key={b._id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                  <dl className="grid grid-cols-[8.5rem_1fr] gap-x-2 gap-y-1.5 text-sm">
                    {columns.map((c) => (
                      <div key={c.header} className="contents">
                        <dt className="text-slate-600">{c.header}</dt>
                        <dd className="font-medium text-slate-900 [overflow-wrap:anywhere]">{c.cell(b)}</dd>
                      </div>
                    ))}
                  </dl>
                  <div className="mt-3 border-t border-slate-100 pt-3">{actions(b)}</div>
                </li>
              ))}
            </ul>
          ) : (
            <div className={tableWrapClass}>
              <table className={tableClass}>
                <caption className="sr-only">{caption}</caption>
                <thead>
                  <tr>
                    {columns.map((c) => (
                      <th key={c.header} scope="col" className={thWrapClass}>
                        {c.header}
                      </th>
                    ))}
                    <th scope="col" className={thWrapClass}>
                      {t('admin.table.actions')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {rows.map((b) => {
                    return (
                      <tr key={b._id} className="hover:bg-slate-50">
                        {columns.map((c) => (
                          <td key={c.header} className={`${tdClass} ${c.className ?? ''}`}>
                            {c.cell(b)}
                          </td>
                        ))}
                        <td className={tdClass}>{actions(b)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
          <TablePaging paging={{ page, pageSize: BOOKINGS_PAGE_SIZE, total, onPage: setPage, label: t('admin.bookings.pages') }} />
        </>
      )}
      <BookingDetailsDialog booking={viewing} onClose={() => setViewing(null)} />
      <CancelBookingDialog
        booking={cancelling}
        pending={update.isPending}
        onKeep={() => setCancelling(null)}
        onCancel={(reason) => cancelling && update.mutate({ id: cancelling._id, to: 'Cancelled', reason })}
      />
    </div>
  );
}
