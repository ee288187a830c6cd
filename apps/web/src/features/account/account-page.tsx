import { Spinner } from '../../components/ui/states.tsx';
import { useCurrentUser } from '../../lib/session.ts';
import { RequireAuth } from '../../components/require-auth.tsx';
import { ProfilePanel } from './components/profile-panel.tsx';

export function Component() {
  return (
    <RequireAuth>
      <Page />
    </RequireAuth>
  );
}

function Page() {
  const { data: user } = useCurrentUser();
  if (!user) return <Spinner />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <ProfilePanel user={user} headingLevel={1} />
    </div>
  );
}
