import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Slide, ToastContainer } from 'react-toastify';
// react-toastify 11 injects its own styles when it loads; importing ReactToastify.css as well would ship them twice.
import { ApiError } from '../lib/api-client.ts';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // client errors will not fix themselves; network and server errors get one more try
      retry: (count, err) => count < 1 && !(err instanceof ApiError && err.status >= 400 && err.status < 500),
    },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastContainer position="top-right" autoClose={5000} pauseOnHover pauseOnFocusLoss draggable transition={Slide} />
    </QueryClientProvider>
  );
}
