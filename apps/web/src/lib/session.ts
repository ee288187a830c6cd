import { SIGNED_IN_HINT_COOKIES } from '@raahi/contract/rules/session-hint';
import type { User } from '@raahi/contract/users';
import { useQuery } from '@tanstack/react-query';
import { ApiError, call } from './api-client.ts';

export const profileKey = ['profile'] as const;

const hasCookie = (name: string) => typeof document !== 'undefined' && document.cookie.split('; ').some((c) => c.startsWith(`${name}=`));

/** The signed-in user, or null when signed out (any failure means signed out, as the spec says). */
export async function getProfile(): Promise<User | null> {
  // without the API's hint this browser has no session: nothing to ask
  const hint = SIGNED_IN_HINT_COOKIES.find(hasCookie);
  if (!hint) return null;
  try {
    // the row (and zod) load with the first visit that has a session to ask about, not with every page
    return await call((await import('@raahi/contract/users')).getProfile);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      // the session ended on the server (expired, signed out elsewhere): the hint goes too
      document.cookie = `${hint}=; Max-Age=0; Path=/${hint.startsWith('__Host-') ? '; Secure' : ''}`;
      return null;
    }
    console.info('Not authenticated');
    return null;
  }
}

export function useCurrentUser() {
  return useQuery({ queryKey: profileKey, queryFn: getProfile, staleTime: 60_000 });
}

/**
 * Whether someone is signed in, as an action needs to know it: while the profile is still being asked for (a
 * page just loaded, or come back to), its answer is waited for, not taken for 'signed out' (a signed-in
 * person who pressed Book Now at once was asked to sign in or book as a guest).
 */
export function useSignedInNow(): () => Promise<boolean> {
  const me = useCurrentUser();
  return async () => Boolean(me.data ?? (me.isPending ? (await me.refetch()).data : null));
}
