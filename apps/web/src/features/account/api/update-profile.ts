import { updateProfile as updateProfileCall, type ProfileUpdateBody } from '@raahi/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { profileKey } from '../../../lib/session.ts';

/** Saves the signed-in user's name and email; the answer becomes the current user. */
export function updateProfile(body: ProfileUpdateBody) {
  return call(updateProfileCall, { body });
}

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: (user) => qc.setQueryData(profileKey, user) });
}
