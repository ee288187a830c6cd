// A term and its detail in a <dl>, in one of the looks the app uses for them.
import type { ReactNode } from 'react';

const LOOKS = {
  /** the label left, the detail right-aligned (a listing's facts) */
  split: { row: 'flex justify-between gap-3 py-1.5', term: 'text-slate-600', detail: 'text-right font-medium text-slate-900' },
  /** the label left, the detail beside it */
  pair: { row: 'flex justify-between gap-3', term: 'text-slate-600', detail: 'font-medium' },
  /** the label in a column of its own (a booking's details in the back-office) */
  columns: {
    row: 'grid grid-cols-[9rem_1fr] gap-2 py-1.5 text-sm',
    term: 'text-slate-600',
    detail: 'font-medium text-slate-900 [overflow-wrap:anywhere]',
  },
  /** the label above the detail */
  stacked: { row: undefined, term: 'text-slate-500', detail: 'font-medium text-slate-900' },
  /** a small capitals label above the detail */
  caps: { row: undefined, term: 'text-xs font-semibold uppercase tracking-wide text-slate-500', detail: 'mt-0.5 text-sm text-slate-900' },
};

export function Term({ label, look, children }: { label: string; look: keyof typeof LOOKS; children: ReactNode }) {
  const { row, term, detail } = LOOKS[look];
  return (
    <div className={row}>
      <dt className={term}>{label}</dt>
      <dd className={detail}>{children}</dd>
    </div>
  );
}

/** A Term of one look, named for its page, e.g. `const Row = termOf('split')` then `<Row label="Seats">{cab.seats}</Row>`. */
export function termOf(look: keyof typeof LOOKS) {
  return function LookTerm({ label, children }: { label: string; children: ReactNode }) {
    return (
      <Term look={look} label={label}>
        {children}
      </Term>
    );
  };
}
