// One listing to choose in a list of radio buttons (an offer's listing, a new owner's listing): its name and
// a detail after a dash, the chosen one tinted; and the states of the search that finds them.
import type { ReactNode } from 'react';
import { messageOf } from '../../../lib/api-client.ts';

export type ListingOption = { _id: string; name: string; detail: string };

export function ListingRadio({
  name,
  option,
  checked,
  onPick,
  inputRef,
  layout,
}: {
  name: string;
  option: ListingOption;
  checked: boolean;
  onPick: (id: string) => void;
  inputRef?: (el: HTMLInputElement | null) => void;
  /** the label's layout classes, e.g. 'flex items-center gap-2' */
  layout: string;
}) {
  return (
    <label className={`${layout} px-3 py-2 text-sm hover:bg-slate-50 ${checked ? 'bg-teal-50' : ''}`}>
      <input
        ref={inputRef}
        type="radio"
        name={name}
        value={option._id}
        checked={checked}
        onChange={() => onPick(option._id)}
        className="h-4 w-4 accent-teal-700"
      />
      <span>
        <span className="font-medium text-slate-900">{option.name}</span>
        <span className="text-slate-500"> — {option.detail}</span>
      </span>
    </label>
  );
}

/** While the search runs 'Loading …', its error, `none` when nothing matches (false when something does), else the choices. */
export function ListingResults({
  query,
  loading,
  errorText,
  none,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown };
  loading: string;
  errorText: string;
  none: string | false;
  children: ReactNode;
}) {
  if (query.isPending) return <p className="px-3 py-2 text-sm text-slate-600">{loading}</p>;
  if (query.isError)
    return (
      <p role="alert" className="px-3 py-2 text-sm text-red-700">
        Error: {messageOf(query.error, errorText)}
      </p>
    );
  if (none) return <p className="px-3 py-2 text-sm text-slate-600">{none}</p>;
  return children;
}
