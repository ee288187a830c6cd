import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { queryClient } from '../lib/query-client.ts';
import { Providers } from './providers.tsx';

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  // <html data-hydrated>: the app has taken over the page (a server-rendered one is hydrated); the journeys wait for it
  useEffect(() => void (document.documentElement.dataset.hydrated = 'true'), []);
  return (
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
