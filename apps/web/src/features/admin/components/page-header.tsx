// The title row of every back-office page: the heading, an optional line under it and the page's actions
// (e.g. an 'Add Hotel' link). Sets the document title too.
import { useEffect, type ReactNode } from 'react';
import { useT } from '../../../lib/i18n.tsx';

export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  const t = useT();
  const brand = t('admin.shell.brand');
  useEffect(() => {
    document.title = `${title} · ${brand}`;
  }, [title, brand]);
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
