import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useToastsWanted } from '../lib/toast.ts';
import { queryClient } from './query-client.ts';

const ToastContainer = lazy(() => import('./toast-container.tsx'));

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
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
