import { type User } from '@raahi/contract/users';
import type { SignInBody } from '@raahi/contract/account-access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './api-client.ts';
import { profileKey } from './session.ts';

/** A call that answers the account it has just signed in (a sign-in, a password reset): it becomes the current user. */
export function useSigningIn<B>(mutationFn: (body: B) => Promise<User>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (user) => {
      qc.setQueryData(profileKey, user);
      void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'profile' });
    },
  });
}

export const useSignIn = () =>
  useSigningIn(async (body: SignInBody) => call((await import('@raahi/contract/account-access')).signIn, { body }));
