import { changePassword as changePasswordCall, type ChangePasswordBody } from '@raahi/contract/account-access';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Changes the signed-in user's password; the server ends every other session and keeps this one. */
export function changePassword(body: ChangePasswordBody) {
  return call(changePasswordCall, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
