import type { FormEvent, ReactNode } from 'react';

/**
 * A search form (role=search) of labelled fields on one white bar, two columns on phones and `className`'s
 * columns on wide screens, ending with its submit button. With `action` (and `name`s on its fields), it
 * also works before the page's script has run: a plain GET to that page, which the server renders.
 */
export function SearchBar({
  label,
  action,
  onSearch,
  className,
  submit,
  children,
}: {
  /** the form's accessible name, e.g. 'Search hotels' */
  label: string;
  /** the page a submission without JavaScript goes to, e.g. '/hotels' */
  action?: string;
  onSearch: () => void;
  className: string;
  submit: { label: string; className: string };
  children: ReactNode;
}) {
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };
  return (
    <form
      role="search"
      aria-label={label}
      action={action}
      method={action ? 'get' : undefined}
      onSubmit={onSubmit}
      className={`grid grid-cols-2 items-end gap-3 rounded-2xl bg-white p-4 shadow-md ring-1 ring-slate-200 ${className}`}
    >
      {children}
      <button
        type="submit"
        className={`h-[42px] rounded-lg bg-teal-700 px-6 font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ${submit.className}`}
      >
        {submit.label}
      </button>
    </form>
  );
}
