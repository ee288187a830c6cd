import type { AnyBooking } from '@raahi/contract/bookings';
import type { User } from '@raahi/contract/users';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, Spinner } from '../../../components/ui/states.tsx';
import { Options } from '../../../components/ui/fields.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { rupeesExact } from '@raahi/contract/rules/rupees';
import { useMyBookings } from '../api/list-my-bookings.ts';
import { BookingDetailsDialog } from './booking-details-dialog.tsx';
import { describeBooking, kindLabel } from './describe-booking.ts';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { RoomLines } from '../../../components/booking/booked-rooms.tsx';
import { LineIcon } from '../../../components/ui/line-icon.tsx';
import { useMyReviews } from '../api/my-reviews.ts';
import { ReviewAction, WriteReviewDialog } from './write-review.tsx';
import { useLocalePath, useT } from '../../../lib/i18n.tsx';

type Kind = 'all' | AnyBooking['kind'];
const KINDS: Kind[] = ['all', 'hotel', 'cab', 'tour'];
const COLUMNS = ['booking', 'service', 'date', 'time', 'price', 'status', 'actions'] as const;

function KindChip({ booking, className = '' }: { booking: AnyBooking; className?: string }) {
  const t = useT();
  return (
    <span className={`${className} rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-800`}>
      {kindLabel(t, booking.kind)}
    </span>
  );
}

function ViewDetails({
  booking,
  service,
  onOpen,
  className = '',
}: {
  booking: AnyBooking;
  service: string;
  onOpen: (b: AnyBooking) => void;
  className?: string;
}) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={() => onOpen(booking)}
      className={`${className} font-semibold text-teal-800 hover:underline`}
      aria-label={t('account.bookings.detailsOf', { kind: booking.kind, service })}
    >
      {t('account.bookings.details')}
    </button>
  );
}

/** My Bookings: refresh, type filter, a table on wide screens and cards on phones, details dialog. */
export function BookingsPanel({ user, headingLevel = 2 }: { user: User; headingLevel?: 1 | 2 }) {
  const t = useT();
  const at = useLocalePath();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const bookings = useMyBookings(user._id, q);
  const [kind, setKind] = useState<Kind>('all');
  const [open, setOpen] = useState<AnyBooking | null>(null);
  const [writing, setWriting] = useState<AnyBooking | null>(null);
  const reviews = useMyReviews();
  const reviewOf = (b: AnyBooking) => reviews.data?.items.find((r) => r.bookingId === b._id);
  // offered only once the guest's reviews are known, so a booking reviewed already is never offered again
  // a booking's actions, in its table row and on its card: its details, and its review once reviews are known
  const actions = (b: AnyBooking, service: string) => (
    <>
      <ViewDetails booking={b} service={service} onOpen={setOpen} />
      {reviews.data && <ReviewAction user={user} booking={b} review={reviewOf(b)} onWrite={setWriting} service={service} />}
    </>
  );
  const shown = bookings.items.filter((b) => kind === 'all' || b.kind === kind);
  const H = headingLevel === 1 ? 'h1' : 'h2';

  return (
    <section aria-labelledby="my-bookings-heading" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <H id="my-bookings-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
          {t('account.tab.bookings')}
        </H>
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            {t('account.bookings.search')}
            <input
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={t('account.bookings.searchHint')}
              className="w-44 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
            />
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            {t('account.bookings.type')}
            <select
              value={kind}
              onChange={(e) => setKind(e.target.value as Kind)}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
            >
              <Options options={KINDS.map((k) => ({ value: k, label: t(`account.bookings.filter.${k}`) }))} />
            </select>
          </label>
          <button
            type="button"
            onClick={() => void bookings.refetch()}
            aria-label={t('account.bookings.refresh')}
            title={t('account.bookings.refresh')}
            className="grid h-10 w-10 place-items-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-50"
          >
            <LineIcon d="M20 11a8 8 0 10-2.3 5.7M20 5v6h-6" className={`h-5 w-5 ${bookings.isFetching ? 'animate-spin' : ''}`} />
          </button>
        </div>
      </div>

      <div className="mt-4" aria-busy={bookings.isFetching}>
        {bookings.isPending ? (
          <Spinner label={t('account.bookings.loading')} />
        ) : bookings.error ? (
          <ErrorState
            message={t('account.bookings.loadFailed', { reason: messageOf(bookings.error, t('account.password.tryAgain')) })}
            onRetry={() => void bookings.refetch()}
          />
        ) : shown.length === 0 ? (
          <EmptyState title={q ? t('account.bookings.noMatch', { q }) : t('account.bookings.none', { kind })}>
            <Link to={at('/tour')} className={buttonClass('primary')}>
              {t('account.bookings.create')}
            </Link>
          </EmptyState>
        ) : (
          <>
            <table className="hidden w-full text-left text-sm md:table">
              <caption className="sr-only">{t('account.bookings.caption')}</caption>
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  {COLUMNS.map((c) => (
                    <th key={c} scope="col" className={`py-2 font-semibold ${c === 'actions' ? '' : 'pr-3'}`}>
                      {t(`account.bookings.col.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.map((b) => {
                  const d = describeBooking(t, b);
                  return (
                    <tr key={b._id} className="border-b border-slate-100 align-middle">
                      <td className="whitespace-nowrap py-3 pr-3 font-mono text-xs text-slate-700">{b.reference}</td>
                      <td className="py-3 pr-3">
                        <KindChip booking={b} className="mr-2" />
                        <span className="text-slate-900">{d.service}</span>
                        {b.kind === 'hotel' && <RoomLines rooms={b.rooms} />}
                      </td>
                      <td className="py-3 pr-3 text-slate-700">{d.date}</td>
                      <td className="py-3 pr-3 text-slate-700">{d.time}</td>
                      <td className="py-3 pr-3 text-slate-900">{rupeesExact(b.ammount)}</td>
                      <td className="py-3 pr-3">
                        <StatusBadge status={b.status} />
                      </td>
                      <td className="py-3">
                        <div className="flex flex-wrap gap-x-3 gap-y-1">{actions(b, d.service)}</div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <ul className="space-y-3 md:hidden">
              {shown.map((b) => {
                const d = describeBooking(t, b);
                return (
                  <li key={b._id} className="rounded-xl border border-slate-200 p-4">
                    <div className="flex items-start justify-between gap-2">
                      <div>
                        <KindChip booking={b} />
                        <p className="mt-1 font-semibold text-slate-900">{d.service}</p>
                      </div>
                      <StatusBadge status={b.status} />
                    </div>
                    <p className="mt-1 text-sm text-slate-700">
                      {d.date}
                      {d.time !== '—' && ` · ${d.time}`} · {rupeesExact(b.ammount)}
                    </p>
                    {b.kind === 'hotel' && <RoomLines rooms={b.rooms} />}
                    <p className="mt-1 font-mono text-xs text-slate-500">{b.reference}</p>
                    <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">{actions(b, d.service)}</div>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </div>
      <BookingDetailsDialog booking={open} user={user} onClose={() => setOpen(null)} />
      <WriteReviewDialog booking={writing} service={writing ? describeBooking(t, writing).service : ''} onClose={() => setWriting(null)} />
    </section>
  );
}
