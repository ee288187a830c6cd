// The filters above a back-office list: a labelled search box and labelled dropdowns. They only report
// the new value; the list decides what follows (e.g. going back to page 1).
import { useId, type ReactNode } from 'react';
import { inputClass, Options } from './form-fields.tsx';

type Frame = { label: string; className?: string; labelClassName?: string };

function FilterFrame({ label, className, labelClassName = 'text-slate-800', children }: Frame & { children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={`block text-sm font-medium ${labelClassName}`}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

export function SearchFilter({
  value,
  onChange,
  placeholder,
  ...frame
}: Frame & { value: string; onChange: (value: string) => void; placeholder?: string }) {
  return (
    <FilterFrame {...frame}>
      {(id) => (
        <input
          id={id}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          className={inputClass}
        />
      )}
    </FilterFrame>
  );
}

/** A dropdown of `options`, each shown through `labelOf`. */
export function SelectFilter<V extends string>({
  value,
  onChange,
  options,
  labelOf,
  ...frame
}: Frame & { value: V; onChange: (value: V) => void; options: readonly V[]; labelOf: (option: V) => string }) {
  return (
    <FilterFrame {...frame}>
      {(id) => (
        <select id={id} value={value} onChange={(e) => onChange(e.target.value as V)} className={inputClass}>
          <Options values={options} labelOf={labelOf} />
        </select>
      )}
    </FilterFrame>
  );
}

/** A day (`date`) or a month (`month`) picked from the browser's own calendar; '' when none. */
export function CalendarFilter({
  value,
  onChange,
  type,
  ...frame
}: Frame & { value: string; onChange: (value: string) => void; type: 'date' | 'month' }) {
  return (
    <FilterFrame {...frame}>
      {(id) => <input id={id} type={type} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass} />}
    </FilterFrame>
  );
}
