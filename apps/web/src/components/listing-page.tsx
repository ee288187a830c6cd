// One listing's public page (a tour, a post): the route's `loader` puts the listing of `:id` in the cache
// before the server renders (a missing one makes the page a 404 that says so), and its `Component` shows
// the listing, or its loading, not-found or error state. The route module exports both (server rendering,
// decision 0026): `export const { loader, Component } = listingPage({ … })`.
import { useQuery, type EnsureQueryDataOptions, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { missingListing, pageLoader, required, type Missing } from '../lib/route-data.ts';
import { Loaded } from './query-states.tsx';
import { MissingPage } from './ui/not-found-state.tsx';
import { TallSpinner } from './ui/states.tsx';
import { useLanguage, useT } from '../lib/i18n.tsx';
import { typedIn, type Translations } from '@raahi/contract/rules/translations';
import type { MessageKey } from '@raahi/contract/i18n/catalogue';

export function listingPage<T extends object, K extends QueryKey>(page: {
  /** the listing's query options (the same for the loader and the page, so they share the cache entry) */
  query: (id: string) => UseQueryOptions<T, Error, T, K> & EnsureQueryDataOptions<T, Error, T, K>;
  /** what the listing is: 'tour', 'post' (the not-found page's words) */
  kind: Missing['kind'];
  /** where the not-found page sends the visitor instead */
  back: string;
  /** its loading and error states' words */
  loadingLabel: MessageKey;
  errorText: MessageKey;
  /** the page's body, given the listing as the page's language shows it (rules/translations.ts) */
  body: (listing: T) => ReactNode;
}) {
  const notFound = missingListing(page.kind, page.back);
  const loader = pageLoader(({ params }, qc) => [required(qc.ensureQueryData(page.query(params.id ?? '')), notFound)]);
  function Component() {
    const t = useT();
    const language = useLanguage();
    const listing = useQuery(page.query(useParams().id ?? ''));
    return (
      <Loaded
        query={listing}
        loading={<TallSpinner label={t(page.loadingLabel)} />}
        notFound={<MissingPage missing={notFound} />}
        missing={[404, 400]}
        errorText={t(page.errorText)}
      >
        {(typed) => page.body(typedIn(typed as T & { translations?: Translations }, language))}
      </Loaded>
    );
  }
  return { loader, Component };
}
