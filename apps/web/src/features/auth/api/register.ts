import { registerUser, type RegisterBody } from '@raahi/contract/account-access';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export function useRegister() {
  return useMutation({ mutationFn: (body: RegisterBody) => call(registerUser, { body }) });
}
