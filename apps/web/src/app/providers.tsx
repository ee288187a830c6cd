import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useToastsWanted } from '../lib/toast.ts';

const ToastContainer = lazy(() => import('./toast-container.tsx'));

/** `client`: the browser's one cache, or a server render's own. */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toasts />
    </QueryClientProvider>
  );
}

/** The toast container, from the first message on. */
function Toasts() {
  const wanted = useToastsWanted();
  return wanted ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null;
}
