import { formatDay } from '../../../../lib/format.ts';
import { useT } from '../../../../lib/i18n.tsx';

/** Bookings per day as CSS bars; the figure is described for screen readers by a visually hidden table. */
export function BookingsChart({ perDay }: { perDay: { date: string; count: number }[] }) {
  const t = useT();
  const max = Math.max(1, ...perDay.map((d) => d.count));
  const total = perDay.reduce((a, d) => a + d.count, 0);
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-base font-semibold text-slate-900">{t('admin.dashboard.perDay')}</span>
        <span className="text-sm text-slate-600">{t('admin.dashboard.inLast', { total, days: perDay.length })}</span>
      </figcaption>
      {total === 0 && <p className="mt-3 text-sm text-slate-600">{t('admin.dashboard.nonePeriod')}</p>}
      <div aria-hidden="true" className="mt-4 flex h-44 items-end gap-1 border-b border-slate-200 sm:gap-2">
        {perDay.map((d) => (
          <div key={d.date} className="group relative flex h-full min-w-0 flex-1 flex-col justify-end">
            <span className="mb-0.5 text-center text-[10px] font-medium tabular-nums text-slate-600">{d.count > 0 ? d.count : ''}</span>
            <div
              className="w-full rounded-t bg-teal-600 group-hover:bg-teal-700"
              style={{ height: `${(d.count / max) * 85}%`, minHeight: d.count ? 4 : 0 }}
              title={`${formatDay(d.date)}: ${d.count}`}
            />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="mt-1 flex gap-1 sm:gap-2">
        {perDay.map((d, i) => (
          <span key={d.date} className="min-w-0 flex-1 overflow-visible whitespace-nowrap text-center text-[10px] text-slate-500">
            {i % 2 === perDay.length % 2 ? '' : formatDay(d.date).slice(0, 5)}
          </span>
        ))}
      </div>
      <table className="sr-only">
        <caption>{t('admin.dashboard.chartCaption', { days: perDay.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.dashboard.day')}</th>
            <th scope="col">{t('admin.dashboard.bookings')}</th>
          </tr>
        </thead>
        <tbody>
          {perDay.map((d) => (
            <tr key={d.date}>
              <th scope="row">{formatDay(d.date)}</th>
              <td>{d.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
