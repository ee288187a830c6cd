import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { DocumentHead } from '../components/document-head.tsx';
import { NotFoundPage } from '../components/ui/not-found-state.tsx';
import { NOINDEX } from '../lib/head-tags.ts';
import { missingOf } from '../lib/route-data.ts';

/** Shown when a screen fails to render, for unknown paths, and (server-rendered, status 404) for a missing listing. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  const missing = notFound ? missingOf(error.data) : undefined;
  if (missing)
    return (
      <>
        <DocumentHead tags={[NOINDEX]} />
        <NotFoundPage {...missing} />
      </>
    );
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <DocumentHead tags={[{ title: notFound ? 'Page not found · Raahi' : 'Something went wrong · Raahi' }, NOINDEX]} />
      <h1 className="text-2xl font-bold text-slate-900">{notFound ? 'Page not found' : 'Unexpected Application Error!'}</h1>
      <p className="mt-3 text-slate-600">
        {notFound ? 'The page you are looking for does not exist.' : 'Something went wrong while showing this page. Please try again.'}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        {!notFound && (
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white"
          >
            Reload
          </button>
        )}
        <Link to="/" className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800">
          Go home
        </Link>
      </div>
    </main>
  );
}
