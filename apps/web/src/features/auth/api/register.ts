import type { RegisterBody } from '@raahi/contract/account-access';
import { call } from '../../../lib/api-client.ts';
import { useSigningIn } from '../../../lib/sign-in.ts';

/** Registering signs in: the new account becomes the current user. */
export const useRegister = () =>
  useSigningIn(async (body: RegisterBody) => call((await import('@raahi/contract/account-access')).registerUser, { body }));
