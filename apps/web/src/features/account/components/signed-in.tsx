import type { User } from '@raahi/contract/users';
import type { ReactNode } from 'react';
import { RequireAuth } from '../../../components/require-auth.tsx';
import { Spinner } from '../../../components/ui/states.tsx';
import { useCurrentUser } from '../../../lib/session.ts';

/** A page of the signed-in user: sends others to sign in, waits for the profile, then draws the page. */
export function SignedIn({ children }: { children: (user: User) => ReactNode }) {
  return (
    <RequireAuth>
      <WithUser>{children}</WithUser>
    </RequireAuth>
  );
}

function WithUser({ children }: { children: (user: User) => ReactNode }) {
  const { data: user } = useCurrentUser();
  return user ? children(user) : <Spinner />;
}
