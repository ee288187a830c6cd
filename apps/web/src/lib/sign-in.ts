import { signIn, type SignInBody } from '@raahi/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from './api-client.ts';
import { profileKey } from './session.ts';

export function useSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInBody) => call(signIn, { body }),
    onSuccess: (user) => {
      qc.setQueryData(profileKey, user);
      void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'profile' });
    },
  });
}
