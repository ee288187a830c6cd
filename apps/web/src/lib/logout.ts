import { logout } from '@raahi/contract/users';
import { useMutation } from '@tanstack/react-query';
import { toast } from './toast.ts';
import { call } from './api-client.ts';

/** Logs out, then reloads the page signed out (as the spec's header does). */
export function useLogout() {
  return useMutation({
    mutationFn: () => call(logout),
    onSuccess: () => {
      toast.success('Logged out successfully');
      setTimeout(() => window.location.assign('/'), 400);
    },
    onError: () => toast.error('Error logging out.'),
  });
}
