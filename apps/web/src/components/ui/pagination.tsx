import { useHydrated } from '../../lib/use-hydrated.ts';
import { useT } from '../../lib/i18n.tsx';

/** Previous / page x of y / next, for server-paged lists (its buttons wait for the app on a server-rendered page). */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
  label,
  className = 'mt-8 justify-center',
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label?: string;
  className?: string;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const btn =
    'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-teal-600';
  return (
    <nav aria-label={label ?? t('common.pages.label')} className={`flex items-center gap-3 ${className}`}>
      <button type="button" className={btn} disabled={!hydrated || page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.pages.previous')}
      </button>
      <span className="text-sm text-slate-700" aria-live="polite">
        {t('common.pages.pageOf', { page, pages })}
      </span>
      <button type="button" className={btn} disabled={!hydrated || page >= pages} onClick={() => onPage(page + 1)}>
        {t('common.pages.next')}
      </button>
    </nav>
  );
}
