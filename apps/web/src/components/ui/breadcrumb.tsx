import { Fragment, type ReactNode } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { Link } from 'react-router';

/** Where a page sits: the links of `trail`, each followed by a slash, then the page itself (`children`). */
export function Breadcrumb({
  trail,
  className = '',
  linkClassName = 'hover:underline',
  children,
}: {
  trail: { to: string; label: string }[];
  className?: string;
  linkClassName?: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <nav aria-label={t('common.breadcrumb.label')} className={`text-sm text-slate-600 ${className}`}>
      {trail.map((t) => (
        <Fragment key={t.to}>
          <Link to={t.to} className={linkClassName}>
            {t.label}
          </Link>{' '}
          /{' '}
        </Fragment>
      ))}
      {children}
    </nav>
  );
}
