import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryList } from '../../../components/query-states.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { useLocalePath, useT } from '../../../lib/i18n.tsx';

type Heading = {
  /** the heading's id, which names the section */
  id: string;
  eyebrow?: string;
  title: string;
  /** a link to the whole list, named `name` for screen readers */
  more?: { to: string; name: string };
};

export function SectionHeading({ id, eyebrow, title, more }: Heading) {
  const t = useT();
  const at = useLocalePath();
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-widest text-teal-700">{eyebrow}</p>}
        <h2 id={id} className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900">
          {title}
        </h2>
      </div>
      {more && (
        <Link
          to={at(more.to)}
          aria-label={t('home.section.viewMoreOf', { name: more.name })}
          className="rounded-lg border border-teal-700 px-4 py-2 text-sm font-semibold text-teal-800 hover:bg-teal-50"
        >
          {t('home.section.viewMore')}
        </Link>
      )}
    </div>
  );
}

/** A band of the home page, named by its heading (given as `heading`, or inside `children` with the same id). */
export function HomeSection({ id, heading, children }: { id: string; heading?: Omit<Heading, 'id'>; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="laid-out-later mx-auto max-w-7xl px-4 py-14">
      {heading && <SectionHeading id={id} {...heading} />}
      {children}
    </section>
  );
}

/** Loading skeletons with the cards' height, so nothing jumps when they arrive. */
export function CardSkeletons({ count, className, itemClass = 'h-80' }: { count: number; className: string; itemClass?: string }) {
  const t = useT();
  return (
    <div role="status" aria-label={t('home.section.loading')} className={className}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`${itemClass} animate-pulse rounded-2xl bg-slate-200`} />
      ))}
    </div>
  );
}

const GRIDS = { 3: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3', 4: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4' };

/**
 * Featured cards from the catalogue in a grid of `count` columns (as many skeletons while they load),
 * `errorText` when they fail, and `empty` when there are none.
 */
export function FeaturedGrid<T extends { _id: string }>({
  query,
  errorText,
  count,
  className = GRIDS[count],
  empty,
  card,
}: {
  query: UseQueryResult<{ items: T[]; total: number }>;
  /** e.g. "Failed to load hotels. Please try again." */
  errorText: string;
  count: 3 | 4;
  className?: string;
  empty: { title: string; hint: string };
  card: (item: T) => ReactNode;
}) {
  return (
    <QueryList
      query={query}
      loading={<CardSkeletons count={count} className={className} />}
      errorText={errorText}
      empty={<EmptyState {...empty} />}
      className={className}
      item={card}
    />
  );
}
