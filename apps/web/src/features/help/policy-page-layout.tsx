// The frame of the policy pages (terms, cancellation and refunds, how results are ranked): a title, a date
// of the version in force, and sections a screen reader can jump between.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { POLICIES_IN_FORCE_FROM } from '@raahi/contract/site-paths';
import { ListPageMeta } from '../../components/page-meta.tsx';
import { useLocalePath } from '../../lib/i18n.tsx';

const inForceFrom = new Date(`${POLICIES_IN_FORCE_FROM}T00:00:00+05:30`).toLocaleDateString('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

export function PolicyPage({
  path,
  title,
  description,
  children,
}: {
  path: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <>
      <ListPageMeta path={path} title={title} description={description} />
      <article className="mx-auto max-w-3xl px-4 py-10 text-slate-800">
        <h1 className="text-3xl font-extrabold text-slate-900">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">
          In force from <time dateTime={POLICIES_IN_FORCE_FROM}>{inForceFrom}</time>.
        </p>
        <p className="mt-4 text-lg">{description}</p>
        <div className="mt-8 space-y-8">{children}</div>
        <PolicyLinks current={path} />
      </article>
    </>
  );
}

export function PolicySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed">{children}</div>
    </section>
  );
}

const POLICIES: [string, string][] = [
  ['/privacy', 'Privacy notice'],
  ['/terms', 'Terms of use'],
  ['/cancellation-and-refunds', 'Cancellation and refunds'],
  ['/how-results-are-ranked', 'How results are ranked'],
  ['/help', 'Help and complaints'],
];

function PolicyLinks({ current }: { current: string }) {
  const at = useLocalePath();
  return (
    <nav aria-label="Policies" className="mt-12 border-t border-slate-200 pt-6">
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {POLICIES.filter(([path]) => path !== current).map(([path, label]) => (
          <li key={path}>
            <Link to={at(path)} className="font-semibold text-teal-800 underline">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
