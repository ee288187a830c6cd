import {
  eraseMe,
  getMyConsents,
  getMyData,
  setMyConsent,
  setMyNominee,
  type ConsentChange,
  type Consents,
  type NomineeInput,
} from '@raahi/contract/privacy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

const consentsKey = ['my-consents'] as const;

/** The person's consents: each purpose's state and history, and the notice accepted. */
export const useMyConsents = () => useQuery({ queryKey: consentsKey, queryFn: ({ signal }) => call(getMyConsents, { signal }) });

export function useSetConsent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsentChange) => call(setMyConsent, { body }),
    // the switch moves at once; the server's answer (with the new history row) replaces it, a failure restores it
    onMutate: (body) => {
      const before = qc.getQueryData<Consents>(consentsKey);
      if (before)
        qc.setQueryData<Consents>(consentsKey, {
          ...before,
          purposes: before.purposes.map((p) => (p.purpose === body.purpose ? { ...p, granted: body.granted } : p)),
        });
      return { before };
    },
    onError: (_err, _body, context) => context?.before && qc.setQueryData(consentsKey, context.before),
    onSuccess: (answer) => qc.setQueryData(consentsKey, answer),
  });
}

/** Everything held about the person, read for the summary and saved as a file on request. */
export const useMyData = () => useMutation({ mutationFn: () => call(getMyData, {}) });

export const useSetNominee = () => useMutation({ mutationFn: (body: NomineeInput) => call(setMyNominee, { body }) });

/** Erases the account; the session is over once it answers. */
export const useEraseMe = () => useMutation({ mutationFn: (password: string) => call(eraseMe, { body: { password } }) });
