import type { ReactNode } from 'react';

/** A bar along the bottom of the screen below 1024 px that keeps a price and its action in reach while reading. */
export function MobileBar({ sticky = false, children }: { sticky?: boolean; children: ReactNode }) {
  return (
    <div
      className={`${sticky ? 'sticky' : 'fixed inset-x-0'} bottom-0 z-30 flex items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden`}
    >
      {children}
    </div>
  );
}

/** The bar's price: `label` above it (as "Total"), `note` below it (per night, taxes). */
export function MobileBarPrice({ label, price, note }: { label?: string; price: string; note?: ReactNode }) {
  return (
    <p className="text-sm text-slate-600">
      {label ? `${label} ` : null}
      <span className="block text-lg font-bold text-slate-900">{price}</span>
      {note}
    </p>
  );
}
