// The pieces of a search's filter sidebar: titled groups, checkbox lists, and Apply Filters / Clear.
import type { FormEvent, MouseEvent, ReactNode } from 'react';
import { Checkbox } from './fields.tsx';
import { useT } from '../../lib/i18n.tsx';

export type FilterOption = { label: string; value: string };

/**
 * A filter form: its groups, then Apply Filters (submit) and Clear. It is a real GET form to `action`, its
 * fields named as the page's query parameters and `keep` carrying the rest of the search, so it filters
 * before the scripts arrive (the server renders the result); once hydrated, `onApply` navigates instead.
 * Clear is a link to `clearHref`, for the same reason.
 */
export function FilterForm({
  label,
  action,
  keep,
  clearHref,
  onApply,
  onClear,
  applyLabel,
  children,
}: {
  label: string;
  /** the submit button's words when not 'Apply Filters', e.g. 'Show 23 hotels' */
  applyLabel?: string;
  action: string;
  /** the query parameters the filters leave as they are (the search's place, dates, sort) */
  keep: URLSearchParams;
  clearHref: string;
  onApply: () => void;
  onClear: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply();
  };
  const clear = (e: MouseEvent) => {
    e.preventDefault();
    onClear();
  };
  return (
    <form method="get" action={action} onSubmit={submit} aria-label={label} className="space-y-5">
      {[...keep].map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      {children}
      {/* in a drawer the buttons stay in view at the bottom while the filters scroll */}
      <div className="sticky -bottom-4 flex gap-2 bg-white py-3">
        <button
          type="submit"
          className="flex-1 rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
        >
          {applyLabel ?? t('common.filters.apply')}
        </button>
        <a
          href={clearHref}
          onClick={clear}
          className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          {t('common.filters.clear')}
        </a>
      </div>
    </form>
  );
}

/** A titled group of filters. */
export function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-2 border-b border-slate-200 pb-4">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * A titled list of checkboxes named `name` (a query parameter, sent once per ticked box); `selected` holds the
 * chosen values (compared without case, as the URL may spell them).
 */
export function CheckboxGroup({
  legend,
  name,
  options,
  selected,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly FilterOption[];
  selected: string[];
  onChange: (next: string[]) => void;
}) {
  return (
    <FilterGroup legend={legend}>
      {options.map((o) => {
        const checked = selected.some((x) => same(x, o.value));
        return (
          <Checkbox
            key={o.value}
            name={name}
            value={o.value}
            checked={checked}
            onChange={() => onChange(checked ? selected.filter((x) => !same(x, o.value)) : [...selected, o.value])}
          >
            {o.label}
          </Checkbox>
        );
      })}
    </FilterGroup>
  );
}
