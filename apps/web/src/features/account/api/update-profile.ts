import type { ProfileUpdateBody, User } from '@raahi/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { profileKey } from '../../../lib/session.ts';

/** PUT /api/users/profile; the answer becomes the current user. */
export function updateProfile(body: ProfileUpdateBody) {
  return api<User>('/api/users/profile', { method: 'PUT', body });
}

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: (user) => qc.setQueryData(profileKey, user) });
}
