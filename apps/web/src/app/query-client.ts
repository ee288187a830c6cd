import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';

/** The app's one query cache; route loaders use it to start a page's first request early. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // client errors will not fix themselves; network and server errors get one more try
      retry: (count, err) => count < 1 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
    },
  },
});
