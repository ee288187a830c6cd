import type { Dashboard } from '@raahi/contract/dashboard';
import { Link } from 'react-router';
import { ErrorState, Spinner } from '../../../components/ui/states.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import type { MessageKey } from '@raahi/contract/i18n/catalogue';
import { useT } from '../../../lib/i18n.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { rupeesExact } from '@raahi/contract/rules/rupees';
import { DataTable } from '../components/data-table.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { useDashboard } from './api/get-dashboard.ts';
import { BookingsChart } from './components/bookings-chart.tsx';
import { storedWord } from '@raahi/contract/i18n/stored-words';

const SCOPE_TEXT: Record<Dashboard['scope'], MessageKey> = {
  all: 'admin.dashboard.scope.all',
  hotel: 'admin.dashboard.scope.hotel',
  cab: 'admin.dashboard.scope.cab',
  tour: 'admin.dashboard.scope.tour',
  content: 'admin.dashboard.scope.content',
};

export function Component() {
  const t = useT();
  const q = useDashboard();
  return (
    <>
      <PageHeader title={t('admin.nav.dashboard')} description={t('admin.dashboard.welcome')} />
      {q.isPending ? (
        <Spinner label={t('admin.dashboard.loading')} />
      ) : q.isError ? (
        <ErrorState
          message={t('admin.table.error', { message: messageOf(q.error, t('admin.dashboard.loadFailed')) })}
          onRetry={() => void q.refetch()}
        />
      ) : (
        <DashboardBody d={q.data} />
      )}
    </>
  );
}

function Stat({
  label,
  value,
  tone = 'slate',
  to,
}: {
  label: string;
  value: string | number;
  tone?: 'slate' | 'amber' | 'green' | 'red' | 'teal';
  to?: string;
}) {
  const t = useT();
  const tones = { slate: 'text-slate-900', amber: 'text-amber-700', green: 'text-green-700', red: 'text-red-700', teal: 'text-teal-800' };
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className={`mt-1 text-2xl font-bold tabular-nums ${tones[tone]}`}>{value}</dd>
      {to && (
        <dd className="mt-1 text-sm">
          <Link to={to} className="font-medium text-teal-800 underline">
            {t('admin.dashboard.viewAll')}
            <span className="sr-only"> {label.toLowerCase()}</span>
          </Link>
        </dd>
      )}
    </div>
  );
}

function DashboardBody({ d }: { d: Dashboard }) {
  const t = useT();
  const bookings = d.scope !== 'content';
  const total = d.byStatus.Pending + d.byStatus.Confirmed + d.byStatus.Cancelled;
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600">{t(SCOPE_TEXT[d.scope])}</p>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        {bookings && (
          <>
            <Stat label={t('admin.dashboard.revenue', { days: d.revenueDays })} value={rupeesExact(d.revenue)} tone="teal" />
            <Stat label={t('admin.dashboard.allBookings')} value={total} />
            <Stat label={t('common.bookingStatus.Pending')} value={d.byStatus.Pending} tone="amber" />
            <Stat label={t('common.bookingStatus.Confirmed')} value={d.byStatus.Confirmed} tone="green" />
            <Stat label={t('common.bookingStatus.Cancelled')} value={d.byStatus.Cancelled} tone="red" />
          </>
        )}
        {d.content && (
          <>
            <Stat label={t('admin.nav.blogs')} value={d.content.blogs} to="/admin/blog/allblog" />
            <Stat label={t('admin.nav.offers')} value={d.content.offers} to="/admin/offer/alloffers" />
          </>
        )}
      </dl>
      {bookings && (
        <div className="grid gap-5 xl:grid-cols-5">
          <div className="min-w-0 xl:col-span-2">
            <BookingsChart perDay={d.perDay} />
          </div>
          <section className="min-w-0 xl:col-span-3" aria-labelledby="latest-bookings">
            <h2 id="latest-bookings" className="mb-2 text-base font-semibold text-slate-900">
              {t('admin.dashboard.latest')}
            </h2>
            <DataTable
              caption={t('admin.dashboard.latest')}
              rows={d.latest}
              rowKey={(b) => b._id}
              emptyText={t('admin.dashboard.noBookings')}
              columns={[
                { header: t('admin.bookings.guest'), cell: (b) => (b.guestName ? storedWord(t, b.guestName) : t('admin.bookings.guest')) },
                {
                  header: t('admin.dashboard.for'),
                  cell: (b) => (
                    <span>
                      <span className="text-slate-500">{t(`admin.dashboard.kind.${b.kind}`)}: </span>
                      {b.title}
                    </span>
                  ),
                },
                {
                  header: t('admin.bookings.col.amount'),
                  cell: (b) => rupeesExact(b.ammount),
                  className: 'text-right tabular-nums whitespace-nowrap',
                },
                { header: t('admin.bookings.col.status'), cell: (b) => <StatusBadge status={b.status} /> },
                { header: t('admin.bookings.col.created'), cell: (b) => formatDateTime(b.createdAt), className: 'whitespace-nowrap' },
              ]}
            />
          </section>
        </div>
      )}
    </div>
  );
}
