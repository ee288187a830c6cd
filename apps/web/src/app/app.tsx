import { RouterProvider, type createBrowserRouter } from 'react-router';
import { queryClient } from '../lib/query-client.ts';
import { Providers } from './providers.tsx';

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
