import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Sends the link that proves the account's address (or the new one waiting) again. */
export function useResendVerification() {
  return useMutation({ mutationFn: async () => call((await import('@raahi/contract/users')).resendVerification) });
}
