import { Link } from 'react-router';
import { useT } from '../lib/i18n.tsx';

export type FilterChip = { id: string; name: string; to: string };

/**
 * A chip for each value a search filters by, whose × opens the search without it, and 'Clear all'. Links:
 * they work before the scripts arrive, and the address keeps every other parameter. Render it only when
 * there are chips (a part apart renders one element).
 */
export function FilterChips({ chips, clearAll }: { chips: readonly FilterChip[]; clearAll: string }) {
  const t = useT();
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2" aria-label={t('common.chips.label')} role="group">
      {chips.map((chip) => (
        <span
          key={chip.id}
          className="inline-flex items-center gap-1 rounded-full bg-teal-50 py-1 pl-3 pr-1 text-sm font-medium text-teal-900 ring-1 ring-teal-200"
        >
          {chip.name}
          <Link
            to={chip.to}
            aria-label={t('common.chips.remove', { name: chip.name })}
            className="grid h-6 w-6 place-items-center rounded-full text-teal-800 hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-teal-600"
          >
            <span aria-hidden="true">×</span>
          </Link>
        </span>
      ))}
      <Link to={clearAll} className="px-2 py-1 text-sm font-semibold text-teal-800 underline">
        {t('common.chips.clearAll')}
      </Link>
    </div>
  );
}
