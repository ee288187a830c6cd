// Shown when a signed-in role opens a back-office screen that is not its own.
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n.tsx';

export function NotAllowed({ home = '/admin/dashboard', homeLabel, detail }: { home?: string; homeLabel?: string; detail?: string }) {
  const t = useT();
  const title = `${t('admin.notAllowed.short')} · ${t('admin.shell.brand')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <section className="mx-auto my-10 max-w-lg rounded-2xl border border-amber-200 bg-white p-8 text-center shadow-sm">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mx-auto h-10 w-10 text-amber-600"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <rect x="5" y="10" width="14" height="10" rx="2" />
        <path d="M8 10V7a4 4 0 018 0v3" />
      </svg>
      <h1 className="mt-3 text-xl font-bold text-slate-900">{t('admin.notAllowed.title')}</h1>
      <p className="mt-2 text-sm text-slate-600">{detail ?? t('admin.notAllowed.detail')}</p>
      <Link to={home} className={buttonClass('primary', 'mt-5')}>
        {homeLabel ?? t('admin.notAllowed.home')}
      </Link>
    </section>
  );
}

export function AdminNotFound() {
  const t = useT();
  return (
    <section className="mx-auto my-10 max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-xl font-bold text-slate-900">{t('admin.notFound.title')}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('admin.notFound.detail')}</p>
      <Link to="/admin/dashboard" className={buttonClass('primary', 'mt-5')}>
        {t('admin.notAllowed.home')}
      </Link>
    </section>
  );
}
