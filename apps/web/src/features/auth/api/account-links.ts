import {
  forgotPassword,
  resetPassword,
  undoEmailChange,
  verifyEmail,
  type ForgotPasswordBody,
  type ResetPasswordBody,
  type UndoEmailChangeBody,
  type VerifyEmailBody,
} from '@raahi/contract/account-access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { profileKey } from '../../../lib/session.ts';
import { useSigningIn } from '../../../lib/sign-in.ts';

/** Asks for a reset link; the answer is the same whether or not an account has the address. */
export function useForgotPassword() {
  return useMutation({ mutationFn: (body: ForgotPasswordBody) => call(forgotPassword, { body }) });
}

/** Sets a new password with a link's token; the answer is the signed-in account (every other session ended). */
export const useResetPassword = () => useSigningIn((body: ResetPasswordBody) => call(resetPassword, { body }));

/** Proves an address with a link's token; the signed-in account (if any) is read again. */
export function useVerifyEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: VerifyEmailBody) => call(verifyEmail, { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: profileKey }),
  });
}

/** Undoes an email change with the link sent to the old address; every session of the account ends, so the profile is read again. */
export function useUndoEmailChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UndoEmailChangeBody) => call(undoEmailChange, { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: profileKey }),
  });
}
