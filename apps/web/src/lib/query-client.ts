import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

const STALE_MS = 30_000;

/** The browser's one query cache; route loaders use it to start a page's first request early. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: STALE_MS,
      refetchOnWindowFocus: false,
      // client errors will not fix themselves; network and server errors get one more try
      retry: (count, err) => count < 1 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
    },
  },
});

/**
 * A cache for one server render: never shared between visitors, and no retries (a failed query is left
 * out of the page and the browser asks again). The same staleTime, so hydrated data is not fetched again at once.
 */
export const serverQueryClient = () => new QueryClient({ defaultOptions: { queries: { staleTime: STALE_MS, retry: false } } });
