// The pieces of a search's filter sidebar: titled groups, checkbox lists, and Apply Filters / Clear.
import type { FormEvent, ReactNode } from 'react';
import { Checkbox } from './fields.tsx';

export type FilterOption = { label: string; value: string };

/** A filter form: its groups, then Apply Filters (submit) and Clear. */
export function FilterForm({
  label,
  onApply,
  onClear,
  children,
}: {
  label: string;
  onApply: () => void;
  onClear: () => void;
  children: ReactNode;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply();
  };
  return (
    <form onSubmit={submit} aria-label={label} className="space-y-5">
      {children}
      <div className="flex gap-2">
        <button
          type="submit"
          className="flex-1 rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
        >
          Apply Filters
        </button>
        <button
          type="button"
          onClick={onClear}
          className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          Clear
        </button>
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

/** A titled list of checkboxes; `selected` holds the chosen values (compared without case, as the URL may spell them). */
export function CheckboxGroup({
  legend,
  options,
  selected,
  onChange,
}: {
  legend: string;
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

/** Options whose label is their value ('SUV', 'Wifi'), with an optional suffix on the label (' seats'). */
export const optionsOf = (values: readonly string[], suffix = ''): FilterOption[] =>
  values.map((v) => ({ label: `${v}${suffix}`, value: v }));
