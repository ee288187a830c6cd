import { RouterProvider, type createBrowserRouter } from 'react-router';
import { Providers } from './providers.tsx';
import { queryClient } from '../lib/query-client.ts';

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
