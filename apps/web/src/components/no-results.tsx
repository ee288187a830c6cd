// An empty search result that says why and offers ways out: the places nearest what was typed, removing
// each filter the search has, and popular destinations. Every way out is a link (it works before the
// scripts arrive).
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { call } from '../lib/api-client.ts';
import { useT } from '../lib/i18n.tsx';
import { EmptyState } from './ui/states.tsx';

/** Where most people go: a way out of any empty search. */
const POPULAR = [
  ['Goa', 'common.noResults.city.goa'],
  ['Jaipur', 'common.noResults.city.jaipur'],
  ['Udaipur', 'common.noResults.city.udaipur'],
  ['Manali', 'common.noResults.city.manali'],
  ['Mumbai', 'common.noResults.city.mumbai'],
  ['Delhi', 'common.noResults.city.delhi'],
  ['Rishikesh', 'common.noResults.city.rishikesh'],
  ['Varanasi', 'common.noResults.city.varanasi'],
] as const;

export type RemovableFilter = { name: string; to: string };

const chipClass =
  'inline-block rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-teal-800 hover:border-teal-700 focus-visible:outline-2 focus-visible:outline-sky-600';

function Ways({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="mt-4 text-left">
      <h3 className="text-sm font-semibold text-slate-700">{heading}</h3>
      <ul className="mt-2 flex flex-wrap gap-2">{children}</ul>
    </div>
  );
}

export function NoResults({
  place,
  filters,
  searchFor,
}: {
  place: string;
  filters: RemovableFilter[];
  searchFor: (place: string) => string;
}) {
  const t = useT();
  const typed = place.trim();
  const near = useQuery({
    queryKey: ['suggest', typed],
    queryFn: async ({ signal }) =>
      call((await import('@raahi/contract/places')).suggestDestinations, { query: { q: typed, limit: 6 }, signal }),
    enabled: typed.length >= 2,
  });
  const places = (near.data ?? []).filter((s) => s.kind !== 'hotel' && s.kind !== 'tour');
  const known = places.some((s) => s.name.toLowerCase() === typed.toLowerCase());
  const nearest = places.filter((s) => s.name.toLowerCase() !== typed.toLowerCase()).slice(0, 4);
  // the filters when there are some (the place may well have listings), else the place
  const why = filters.length
    ? t('common.noResults.filters')
    : typed && near.isSuccess
      ? t(known ? 'common.noResults.knownPlace' : 'common.noResults.unknownPlace', { place: typed })
      : undefined;
  return (
    <EmptyState title={typed ? t('common.noResults.titlePlace', { place: typed }) : t('common.noResults.title')} hint={why}>
      {nearest.length > 0 && (
        <Ways heading={t('common.noResults.didYouMean')}>
          {nearest.map((s) => (
            <li key={`${s.kind}|${s.name}|${s.where}`}>
              <Link to={searchFor(s.name)} className={chipClass}>
                {s.name}{' '}
                <span className="font-normal text-slate-600">
                  · {t(`common.suggest.kind.${s.kind}`)}, {s.where}
                </span>
              </Link>
            </li>
          ))}
        </Ways>
      )}
      {filters.length > 0 && (
        <Ways heading={t('common.noResults.removeFilter')}>
          {filters.map((f) => (
            <li key={f.name}>
              <Link to={f.to} className={chipClass}>
                {t('common.noResults.remove', { filter: f.name })} <span aria-hidden="true">×</span>
              </Link>
            </li>
          ))}
        </Ways>
      )}
      <Ways heading={t('common.noResults.popular')}>
        {POPULAR.filter(([p]) => p.toLowerCase() !== typed.toLowerCase()).map(([p, name]) => (
          <li key={p}>
            <Link to={searchFor(p)} className={chipClass}>
              {t(name)}
            </Link>
          </li>
        ))}
      </Ways>
    </EmptyState>
  );
}
