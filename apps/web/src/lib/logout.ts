import { useMutation } from '@tanstack/react-query';
import { toast } from './toast.ts';
import { call } from './api-client.ts';

/** Logs out, then reloads the page signed out (as the spec's header does). */
export function useLogout() {
  return useMutation({
    mutationFn: async () => call((await import('@raahi/contract/users')).logout),
    // the message shows for a moment before the reload (its library loads with the first message)
    onSuccess: () => toast.success('Logged out successfully').finally(() => setTimeout(() => window.location.assign('/'), 400)),
    onError: () => void toast.error('Error logging out.'),
  });
}
