// Table styling and the page header shared by the back-office listing pages (paging: components/ui/pagination.tsx).
import { useEffect, type ReactNode } from 'react';

export const tableWrapClass = 'relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm';
export const tableClass = 'min-w-full divide-y divide-slate-200 text-left text-sm';
export const thClass = 'whitespace-nowrap bg-slate-50 px-4 py-3 text-xs font-semibold uppercase tracking-wide text-slate-600';
export const tdClass = 'px-4 py-3 align-middle text-slate-800';

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Raahi admin`;
  }, [title]);
  return (
    <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {children && <div className="flex flex-wrap gap-2">{children}</div>}
    </div>
  );
}
