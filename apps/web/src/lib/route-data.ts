// Route loaders of public pages: on the server they fill the render's query cache before React renders
// (so the HTML has the content and the browser hydrates without asking again); in the browser, on a
// later navigation, they only start the same requests while the page's code loads.
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { ApiError } from './api-client.ts';
import { queryClient } from './query-client.ts';

/** What entry-server.tsx hands every loader (createStaticHandler's requestContext). */
export type ServerRenderContext = { queryClient: QueryClient };

const serverContext = (context: unknown): ServerRenderContext | undefined =>
  context && typeof context === 'object' && 'queryClient' in context ? (context as ServerRenderContext) : undefined;

/**
 * A loader from what the page shows above the fold: `load` starts the page's queries in `qc` (with the
 * same query options the page's hooks use, so the keys match). On the server it waits for them; a
 * `required()` one that is missing makes the page a 404, any other failure leaves the query out (the
 * page shows its own loading or error state and the browser tries again).
 */
export function pageLoader(load: (args: LoaderFunctionArgs, qc: QueryClient) => Promise<unknown>[]) {
  return async (args: LoaderFunctionArgs) => {
    const server = serverContext(args.context);
    const work = load(args, server?.queryClient ?? queryClient);
    if (!server) {
      for (const p of work) p.catch(() => undefined);
      return null;
    }
    for (const r of await Promise.allSettled(work)) if (r.status === 'rejected' && r.reason instanceof Response) throw r.reason;
    return null;
  };
}

/** What is missing: a listing of a kind, and the page to go to instead (the not-found page says it in the page's words). */
export type ListingKind = 'hotel' | 'cab' | 'tour' | 'post' | 'provider' | 'list';
export type Missing = { kind: ListingKind; back: string };

export const missingListing = (kind: ListingKind, back: string): Missing => ({ kind, back });

/**
 * A page's main listing: when the API has no such thing (404, or 400 for an id that cannot be one), the
 * page is a 404 that says what is missing and where to go instead.
 */
export function required<T>(p: Promise<T>, missing: Missing): Promise<T> {
  return p.catch((err: unknown) => {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) throw Response.json(missing, { status: 404 });
    throw err;
  });
}

/** The listing a 404 route error is about, when its loader said. */
export const missingOf = (data: unknown): Missing | undefined =>
  data && typeof data === 'object' && 'kind' in data && 'back' in data ? (data as Missing) : undefined;
