import { useHydrated } from '../lib/use-hydrated.ts';
import { useT } from '../lib/i18n.tsx';
import { SORT_OPTIONS } from '../lib/result-sorts.ts';
import { Options } from './ui/fields.tsx';

/**
 * Wide screens: 'Sort by' beside the count of results. It changes the list as it changes, which needs the
 * app: disabled until then. Its own component, so it enables itself when the results section it stands in
 * hydrates (decision 0035).
 */
export function SortBy({ sort, onSort }: { sort: string; onSort: (sort: string) => void }) {
  const t = useT();
  const hydrated = useHydrated();
  return (
    <label className="ml-auto hidden items-center gap-2 text-sm text-slate-700 lg:flex">
      {t('common.sort.by')}
      <select
        value={sort}
        onChange={(e) => onSort(e.target.value)}
        disabled={!hydrated}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm disabled:cursor-wait disabled:opacity-50"
      >
        <Options options={SORT_OPTIONS.map((o) => ({ label: t(o.key), value: o.value }))} />
      </select>
    </label>
  );
}
