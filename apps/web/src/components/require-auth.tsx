import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from './ui/states.tsx';
import { useCurrentUser } from '../lib/session.ts';

/** Renders children for a signed-in user; otherwise sends them to sign in and back here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  const location = useLocation();
  if (isPending) return <Spinner />;
  if (!user) return <Navigate to={loginPath(location.pathname + location.search)} replace state={location.state} />;
  return <>{children}</>;
}

/** /login with a safe `next` to come back to. */
export function loginPath(next: string) {
  return `/login?next=${encodeURIComponent(next)}`;
}

/** Only same-site paths are followed after sign-in. */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}
