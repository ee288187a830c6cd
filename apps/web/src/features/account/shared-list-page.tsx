// A list shared by its link (/wishlists/shared/:token, decision 0082): read-only, for anyone with the link,
// signed in or not, and kept out of search engines (the link is the only key to it).
import type { SharedWishlist } from '@raahi/contract/wishlists';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { DocumentHead } from '../../components/document-head.tsx';
import { Loaded } from '../../components/query-states.tsx';
import { NotFoundState } from '../../components/ui/not-found-state.tsx';
import { EmptyState, TallSpinner } from '../../components/ui/states.tsx';
import { NOINDEX } from '../../lib/head-tags.ts';
import { useLocalePath, useT } from '../../lib/i18n.tsx';
import { missingListing, pageLoader, required } from '../../lib/route-data.ts';
import { sharedListQuery } from './api/shared-list.ts';
import { SavedListingRow, useListName } from './components/saved-listing.tsx';

// an unknown link is a 404 page, so the server answers 404 to whoever follows it
export const loader = pageLoader(({ params }, qc) => [
  required(qc.ensureQueryData(sharedListQuery(params.token ?? '')), missingListing('list', '/')),
]);

export function Component() {
  const t = useT();
  const at = useLocalePath();
  const list = useQuery(sharedListQuery(useParams().token ?? ''));
  return (
    <>
      <DocumentHead tags={[{ title: `${t('account.shared.pageTitle')} · Raahi` }, NOINDEX]} />
      <Loaded
        query={list}
        loading={<TallSpinner label={t('account.shared.loading')} />}
        notFound={
          <NotFoundState
            title={t('account.shared.notFound')}
            hint={t('account.shared.notFoundHint')}
            back={{ to: at('/'), label: t('account.shared.home') }}
          />
        }
        missing={[404, 400]}
        errorText={t('account.shared.error')}
      >
        {(l) => <SharedList list={l} />}
      </Loaded>
    </>
  );
}

function SharedList({ list }: { list: SharedWishlist }) {
  const t = useT();
  const nameOf = useListName();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <p className="text-sm font-semibold uppercase tracking-wide text-teal-800">{t('account.shared.eyebrow')}</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 md:text-3xl">{nameOf(list.name)}</h1>
      <p className="mt-1 text-slate-600">{t('account.saved.count', { count: list.items.length })}</p>
      {list.items.length === 0 ? (
        <EmptyState title={t('account.shared.empty')} />
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {list.items.map((item) => (
            <li key={item._id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <SavedListingRow listing={item} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
