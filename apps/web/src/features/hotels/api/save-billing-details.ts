import type { ProfileUpdateBody } from '@raahi/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { profileKey } from '../../../lib/session.ts';

/** PUT /api/users/profile with the guest's name and email, when the guest asks to save them. */
export async function saveBillingDetails(body: ProfileUpdateBody) {
  return call((await import('@raahi/contract/users')).updateProfile, { body });
}

export function useSaveBillingDetails() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: saveBillingDetails, onSuccess: (user) => qc.setQueryData(profileKey, user) });
}
