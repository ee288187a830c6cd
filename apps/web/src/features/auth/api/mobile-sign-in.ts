import { requestOtp, verifyOtp, type OtpRequestBody, type OtpVerifyBody } from '@raahi/contract/mobile-sign-in';
import { updateProfile } from '@raahi/contract/users';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { useSigningIn } from '../../../lib/sign-in.ts';

export const useRequestOtp = () => useMutation({ mutationFn: (body: OtpRequestBody) => call(requestOtp, { body }) });

export const useVerifyOtp = () => useSigningIn((body: OtpVerifyBody) => call(verifyOtp, { body }));

/** The name of an account a mobile number has just made (it has no email yet). */
export const useNameAccount = () =>
  useSigningIn((name: { firstName: string; lastName: string }) => call(updateProfile, { body: { ...name, email: '' } }));
