// Toasts without react-toastify on a page's first load (about 10 KB gzipped): the library and its
// container load with the first message, which it keeps until the container is there to show it.
import { useSyncExternalStore } from 'react';

type Kind = 'success' | 'error' | 'info';

let wanted = false;
const listeners = new Set<() => void>();

/** Resolves once the message is handed to react-toastify (a page about to reload waits for it). */
async function show(kind: Kind, message: string): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const l of listeners) l();
  }
  const { toast: t } = await import('react-toastify');
  t[kind](message);
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};

/** Whether a message has been shown yet (the container mounts from then on). */
export const useToastsWanted = () =>
  useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => wanted,
    () => false,
  );
