import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Slide, ToastContainer } from 'react-toastify';
// react-toastify 11 injects its own styles when it loads; importing ReactToastify.css as well would ship them twice.
import { queryClient } from './query-client.ts';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastContainer position="top-right" autoClose={5000} pauseOnHover pauseOnFocusLoss draggable transition={Slide} />
    </QueryClientProvider>
  );
}
