import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { DocumentHead } from '../components/document-head.tsx';
import { MissingPage } from '../components/ui/not-found-state.tsx';
import { useLocalePath, useT } from '../lib/i18n.tsx';
import { NOINDEX } from '../lib/head-tags.ts';
import { missingOf } from '../lib/route-data.ts';

/** Shown when a screen fails to render, for unknown paths, and (server-rendered, status 404) for a missing listing. */
export function RouteError() {
  const t = useT();
  const at = useLocalePath();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  const missing = notFound ? missingOf(error.data) : undefined;
  if (missing)
    return (
      <>
        <DocumentHead tags={[NOINDEX]} />
        <MissingPage missing={missing} />
      </>
    );
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <DocumentHead tags={[{ title: `${notFound ? t('common.notFound.page') : t('common.error.title')} · Raahi` }, NOINDEX]} />
      <h1 className="text-2xl font-bold text-slate-900">{notFound ? t('common.notFound.page') : t('common.error.heading')}</h1>
      <p className="mt-3 text-slate-600">{notFound ? t('common.notFound.pageHint') : t('common.error.hint')}</p>
      <div className="mt-6 flex justify-center gap-3">
        {!notFound && (
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white"
          >
            {t('common.error.reload')}
          </button>
        )}
        <Link to={at('/')} className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800">
          {t('common.error.home')}
        </Link>
      </div>
    </main>
  );
}
