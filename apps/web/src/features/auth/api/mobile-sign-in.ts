import type { OtpRequestBody, OtpVerifyBody } from '@raahi/contract/mobile-sign-in';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { useSigningIn } from '../../../lib/sign-in.ts';

export const useRequestOtp = () =>
  useMutation({ mutationFn: async (body: OtpRequestBody) => call((await import('@raahi/contract/mobile-sign-in')).requestOtp, { body }) });

export const useVerifyOtp = () =>
  useSigningIn(async (body: OtpVerifyBody) => call((await import('@raahi/contract/mobile-sign-in')).verifyOtp, { body }));

/** The name of an account a mobile number has just made (it has no email yet). */
export const useNameAccount = () =>
  useSigningIn(async (name: { firstName: string; lastName: string }) =>
    call((await import('@raahi/contract/users')).updateProfile, { body: { ...name, email: '' } }),
  );
