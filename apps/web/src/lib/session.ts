import { getProfile as getProfileCall, type User } from '@raahi/contract/users';
import { useQuery } from '@tanstack/react-query';
import { ApiError, call } from './api-client.ts';

export const profileKey = ['profile'] as const;

/** The signed-in user, or null when signed out (any failure means signed out, as the spec says). */
export async function getProfile(): Promise<User | null> {
  try {
    return await call(getProfileCall);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    console.info('Not authenticated');
    return null;
  }
}

export function useCurrentUser() {
  return useQuery({ queryKey: profileKey, queryFn: getProfile, staleTime: 60_000 });
}
