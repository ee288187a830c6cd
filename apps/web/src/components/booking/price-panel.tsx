import type { ReactNode } from 'react';
import { TitledSection } from '../ui/titled-section.tsx';

/**
 * The price box beside a booking review: its heading, the price lines and the pay button as children, and,
 * when the guest is signed out, a note that signing in comes first. The review keeps it in view on wide screens
 * together with the coupon box below it (a sticky box alone would slide over that).
 */
export function PricePanel({ id, title, signInNote, children }: { id: string; title: string; signInNote?: string; children: ReactNode }) {
  return (
    <TitledSection
      id={id}
      title={title}
      className="scroll-mt-20 rounded-2xl bg-white p-5 shadow-md ring-1 ring-slate-200"
      headingClassName="text-lg font-semibold text-slate-900"
    >
      {children}
      {signInNote && <p className="mt-2 text-center text-xs text-slate-600">{signInNote}</p>}
    </TitledSection>
  );
}
