// The pieces of a listing's read-only view (a hotel's, a cab's, a tour's): titled cards (labelled
// sections) and lists of what is included (a check) or excluded (a cross).
import { useId, type ReactNode } from 'react';
import { CHECK_PATH, CROSS_PATH, LineIcon } from '../../../components/ui/line-icon.tsx';
import { TitledSection } from '../../../components/ui/titled-section.tsx';

export function DetailCard({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  // the back-office renders only in the browser, where useId's ids are unique
  const id = useId();
  return (
    <TitledSection
      id={id}
      title={title}
      className={`rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}
      headingClassName="mb-3 text-lg font-semibold text-slate-900"
    >
      {children}
    </TitledSection>
  );
}

const TONES = { in: { d: CHECK_PATH, color: 'text-teal-700' }, out: { d: CROSS_PATH, color: 'text-red-600' } };

/** The entries with a check (or a cross for `tone="out"`), or the `empty` line. `className` lays the list out. */
export function CheckList({
  items,
  empty,
  tone = 'in',
  className = 'space-y-1.5',
}: {
  items: string[];
  empty: string;
  tone?: keyof typeof TONES;
  className?: string;
}) {
  if (!items.length) return <p className="text-sm text-slate-500">{empty}</p>;
  return (
    <ul className={`${className} text-sm text-slate-700`}>
      {items.map((x, i) => (
        <li key={`${i}-${x}`} className="flex gap-2">
          <LineIcon d={TONES[tone].d} className={`mt-0.5 h-4 w-4 shrink-0 ${TONES[tone].color}`} strokeWidth={2.5} />
          {x}
        </li>
      ))}
    </ul>
  );
}
