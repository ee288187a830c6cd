// /admin/analytics (and /admin/analytics/chart, the charts alone): bookings, money and occupancy over a
// range, in the signed-in role's scope, as charts with their tables, and a CSV of the series.
import { TitledSection } from '../../../components/ui/titled-section.tsx';
import type { Analytics } from '@raahi/contract/analytics';
import { periodLabel } from '@raahi/contract/rules/periods';
import { useMemo } from 'react';
import { useMatch, useSearchParams } from 'react-router';
import { CallButton } from '../../../components/ui/button.tsx';
import { CallError, ErrorState, Spinner } from '../../../components/ui/states.tsx';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { formatDay } from '../../../lib/format.ts';
import { rupees } from '@raahi/contract/rules/rupees';
import { useCurrentUser } from '../../../lib/session.ts';
import { PageHeader } from '../components/page-header.tsx';
import { useAnalytics, useAnalyticsDownload } from './api/get-analytics.ts';
import { FigureTable } from './components/figure-table.tsx';
import { RangeForm, type Filters } from './components/range-form.tsx';
import { TimeChart, type Line } from './components/time-chart.tsx';
import { useT } from '../../../lib/i18n.tsx';

const FILTER_KEYS = ['from', 'to', 'interval', 'kind', 'hotelId'] as const;

function useFilters(): [Filters, (f: Filters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(FILTER_KEYS.flatMap((k) => (params.get(k) ? [[k, params.get(k)]] : []))) as Filters;
  const set = (f: Filters) => setParams(Object.fromEntries(Object.entries(f).filter(([, v]) => v)) as Record<string, string>);
  return [filters, set];
}

export function Component() {
  const t = useT();
  const chartsOnly = useMatch('/admin/analytics/chart') !== null;
  const [filters, setFilters] = useFilters();
  const q = useAnalytics(filters);
  const download = useAnalyticsDownload();
  const { data: user } = useCurrentUser();
  const title = chartsOnly ? t('admin.nav.chart') : t('admin.nav.analytics');
  return (
    <>
      <PageHeader
        title={title}
        description={q.data ? t(`admin.analytics.scope.${q.data.scope}`) : undefined}
        actions={
          q.data && (
            <CallButton call={download} busy={t('admin.ledger.preparing')} variant="secondary" onClick={() => download.mutate(filters)}>
              {t('admin.ledger.download')}
            </CallButton>
          )
        }
      />
      <CallError call={download} fallback={t('admin.ledger.csvFailed')} className="mb-3 text-sm font-medium text-red-700" />
      <RangeForm
        filters={filters}
        shown={q.data ?? { from: '', to: '', interval: 'day' }}
        canChooseKind={user?.role === 'admin'}
        onChange={setFilters}
      />
      <div className="mt-5" aria-busy={q.isFetching}>
        {q.isPending ? (
          <Spinner label={t('admin.analytics.loading')} />
        ) : q.isError && q.error instanceof ApiError && q.error.status === 400 ? (
          // a range the server refuses: say what to change, there is nothing to retry
          <ErrorState message={Object.values(q.error.fields ?? {})[0] ?? q.error.message} />
        ) : q.isError ? (
          <ErrorState
            message={t('admin.table.error', { message: messageOf(q.error, t('admin.analytics.loadFailed')) })}
            onRetry={() => void q.refetch()}
          />
        ) : (
          <div className={q.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <AnalyticsBody a={q.data} chartsOnly={chartsOnly} />
          </div>
        )}
      </div>
    </>
  );
}

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}

const PANEL = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <TitledSection id={`analytics-${id}`} title={title} className={PANEL} headingClassName="mb-3 text-base font-semibold text-slate-900">
      {children}
    </TitledSection>
  );
}

/** A chart and, beside it on wide screens, the table of its numbers. */
function ChartWithTable({ chart, table }: { chart: React.ReactNode; table: React.ReactNode }) {
  return (
    <div className="grid gap-4 xl:grid-cols-5">
      <div className="min-w-0 xl:col-span-3">{chart}</div>
      <div className="min-w-0 xl:col-span-2">{table}</div>
    </div>
  );
}

function AnalyticsBody({ a, chartsOnly }: { a: Analytics; chartsOnly: boolean }) {
  const t = useT();
  const per = t(`admin.analytics.interval.${a.interval}`);
  const labels = useMemo(() => a.series.map((p) => periodLabel(p.period, a.interval)), [a]);
  const countLines = useMemo<Line[]>(
    () => [
      { label: t('admin.analytics.bookings'), values: a.series.map((p) => p.bookings), color: '#0f766e' },
      { label: t('admin.analytics.paid'), values: a.series.map((p) => p.paid), color: '#1d4ed8' },
      { label: t('admin.analytics.cancelled'), values: a.series.map((p) => p.cancelled), color: '#b91c1c', dashed: true },
    ],
    [a, t],
  );
  const moneyLines = useMemo<Line[]>(
    () => [
      { label: t('admin.analytics.revenue'), values: a.series.map((p) => p.revenue), color: '#0f766e' },
      { label: t('admin.analytics.refunds'), values: a.series.map((p) => p.refunds), color: '#b91c1c', dashed: true },
    ],
    [a, t],
  );
  const nothing = a.totals.bookings === 0;
  const range = { from: formatDay(a.from), to: formatDay(a.to) };
  return (
    <div className="space-y-5">
      {!chartsOnly && (
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Stat label={t('admin.analytics.bookings')} value={a.totals.bookings} />
          <Stat label={t('admin.analytics.paid')} value={a.totals.paid} />
          <Stat label={t('admin.analytics.conversion')} value={percent(a.totals.conversion)} />
          <Stat label={t('admin.analytics.cancelled')} value={a.totals.cancelled} />
          <Stat label={t('admin.analytics.revenue')} value={rupees(a.totals.revenue)} />
          <Stat label={t('admin.analytics.refunds')} value={rupees(a.totals.refunds)} />
          <Stat label={t('admin.analytics.net')} value={rupees(a.totals.net)} />
          <Stat label={t('admin.analytics.average')} value={rupees(a.totals.averageBookingValue)} />
        </dl>
      )}
      {nothing && <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-700">{t('admin.analytics.nothing', range)}</p>}
      <Section id="bookings" title={t('admin.analytics.bookingsPer', { per })}>
        <ChartWithTable
          chart={<TimeChart labels={labels} lines={countLines} whole />}
          table={
            <FigureTable
              caption={t('admin.analytics.bookingsCaption', { per, ...range })}
              header={t('admin.analytics.period')}
              columns={[t('admin.analytics.bookings'), t('admin.analytics.paid'), t('admin.analytics.cancelled')]}
              rows={a.series.map((p, i) => ({ key: p.period, label: labels[i]!, cells: [p.bookings, p.paid, p.cancelled] }))}
            />
          }
        />
      </Section>
      <Section id="revenue" title={t('admin.analytics.revenuePer', { per })}>
        <ChartWithTable
          chart={<TimeChart labels={labels} lines={moneyLines} format={rupees} />}
          table={
            <FigureTable
              caption={t('admin.analytics.revenueCaption', { per, ...range })}
              header={t('admin.analytics.period')}
              columns={[t('admin.analytics.revenue'), t('admin.analytics.refunds')]}
              rows={a.series.map((p, i) => ({
                key: p.period,
                label: labels[i]!,
                cells: [rupees(p.revenue), rupees(p.refunds)],
              }))}
            />
          }
        />
      </Section>
      {a.occupancy && <Occupancy o={a.occupancy} />}
      {!chartsOnly && (
        <Section id="top-listings" title={t('admin.analytics.top')}>
          {a.topListings.length === 0 ? (
            <p className="text-sm text-slate-600">{t('admin.analytics.topNone')}</p>
          ) : (
            <FigureTable
              caption={t('admin.analytics.topCaption', range)}
              header={t('admin.listingReview.listing')}
              columns={[t('admin.listingReview.kind'), t('admin.analytics.bookings'), t('admin.analytics.net')]}
              rows={a.topListings.map((l) => ({
                key: l.id,
                label: l.name,
                cells: [t(`admin.analytics.kind.${l.kind}`), l.bookings, rupees(l.net)],
              }))}
            />
          )}
        </Section>
      )}
    </div>
  );
}

function Occupancy({ o }: { o: NonNullable<Analytics['occupancy']> }) {
  const t = useT();
  const labels = useMemo(() => o.nights.map((n) => periodLabel(n.night, 'day')), [o]);
  const lines = useMemo<Line[]>(
    () => [
      { label: t('admin.analytics.roomsTaken'), values: o.nights.map((n) => n.roomsTaken), color: '#0f766e' },
      { label: t('admin.analytics.rooms'), values: o.nights.map(() => o.rooms), color: '#64748b', dashed: true },
    ],
    [o, t],
  );
  return (
    <Section id="occupancy" title={t('admin.analytics.occupancyOf', { hotel: o.hotelName })}>
      <ChartWithTable
        chart={<TimeChart labels={labels} lines={lines} whole />}
        table={
          <FigureTable
            caption={t('admin.analytics.occupancyCaption', { hotel: o.hotelName, rooms: o.rooms })}
            header={t('admin.analytics.night')}
            columns={[t('admin.analytics.roomsTaken'), t('admin.analytics.occupancy')]}
            rows={o.nights.map((n, i) => ({ key: n.night, label: labels[i]!, cells: [n.roomsTaken, percent(n.roomsTaken / o.rooms)] }))}
          />
        }
      />
    </Section>
  );
}
