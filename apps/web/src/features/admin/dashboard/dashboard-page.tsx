import type { Dashboard } from '@raahi/contract/dashboard';
import { Link } from 'react-router';
import { ErrorState, Spinner } from '../../../components/ui/states.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { rupeesExact } from '@raahi/contract/rules/rupees';
import { DataTable } from '../components/data-table.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { useDashboard } from './api/get-dashboard.ts';
import { BookingsChart } from './components/bookings-chart.tsx';

const SCOPE_TEXT: Record<Dashboard['scope'], string> = {
  all: 'Figures for every hotel, cab and tour booking.',
  hotel: 'Figures for the hotel you manage.',
  cab: 'Figures for the cab you manage.',
  tour: 'Figures for tour package bookings.',
  content: 'Your blogs and offers.',
};

export function Component() {
  const q = useDashboard();
  return (
    <>
      <PageHeader title="Dashboard" description="Welcome to your admin dashboard!" />
      {q.isPending ? (
        <Spinner label="Loading dashboard…" />
      ) : q.isError ? (
        <ErrorState message={`Error: ${messageOf(q.error, 'Could not load the dashboard.')}`} onRetry={() => void q.refetch()} />
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
  const tones = { slate: 'text-slate-900', amber: 'text-amber-700', green: 'text-green-700', red: 'text-red-700', teal: 'text-teal-800' };
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className={`mt-1 text-2xl font-bold tabular-nums ${tones[tone]}`}>{value}</dd>
      {to && (
        <dd className="mt-1 text-sm">
          <Link to={to} className="font-medium text-teal-800 underline">
            View all<span className="sr-only"> {label.toLowerCase()}</span>
          </Link>
        </dd>
      )}
    </div>
  );
}

function DashboardBody({ d }: { d: Dashboard }) {
  const bookings = d.scope !== 'content';
  const total = d.byStatus.Pending + d.byStatus.Confirmed + d.byStatus.Cancelled;
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-600">{SCOPE_TEXT[d.scope]}</p>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        {bookings && (
          <>
            <Stat label={`Revenue, last ${d.revenueDays} days`} value={rupeesExact(d.revenue)} tone="teal" />
            <Stat label="All bookings" value={total} />
            <Stat label="Pending" value={d.byStatus.Pending} tone="amber" />
            <Stat label="Confirmed" value={d.byStatus.Confirmed} tone="green" />
            <Stat label="Cancelled" value={d.byStatus.Cancelled} tone="red" />
          </>
        )}
        {d.content && (
          <>
            <Stat label="Blogs" value={d.content.blogs} to="/admin/blog/allblog" />
            <Stat label="Offers" value={d.content.offers} to="/admin/offer/alloffers" />
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
              Latest bookings
            </h2>
            <DataTable
              caption="Latest bookings"
              rows={d.latest}
              rowKey={(b) => b._id}
              emptyText="No bookings yet."
              columns={[
                { header: 'Guest', cell: (b) => b.guestName || 'Guest' },
                {
                  header: 'For',
                  cell: (b) => (
                    <span>
                      <span className="capitalize text-slate-500">{b.kind}: </span>
                      {b.title}
                    </span>
                  ),
                },
                { header: 'Amount', cell: (b) => rupeesExact(b.ammount), className: 'text-right tabular-nums whitespace-nowrap' },
                { header: 'Status', cell: (b) => <StatusBadge status={b.status} /> },
                { header: 'Created At', cell: (b) => formatDateTime(b.createdAt), className: 'whitespace-nowrap' },
              ]}
            />
          </section>
        </div>
      )}
    </div>
  );
}
