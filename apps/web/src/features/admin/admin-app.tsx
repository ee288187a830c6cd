import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Spinner } from '../../components/ui/states.tsx';
import { useCurrentUser } from '../../lib/session.ts';
import { useT } from '../../lib/i18n.tsx';
import { adminRoutes, canOpen } from './admin-routes.ts';
import { AdminShell } from './components/admin-shell.tsx';
import { AdminSignIn } from './components/admin-sign-in.tsx';
import { AdminNotFound, NotAllowed } from './components/not-allowed.tsx';
import { config as zodConfig } from 'zod/mini';
import { en } from 'zod/locales';

// The back-office's forms validate with the contract's schemas; their generic messages are in English.
zodConfig(en());

const pages = adminRoutes.map((r) => ({ ...r, Page: lazy(async () => ({ default: (await r.load()).Component })) }));

/**
 * The back-office: its own chunk, loaded only under /admin. Signed out → the inline sign-in screen;
 * a plain user → not allowed; staff → the shell, with each route gated by admin-routes.ts.
 */
export function Component() {
  const t = useT();
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <Spinner />;
  if (!user) return <AdminSignIn />;
  if (user.role === 'user')
    return (
      <main className="min-h-screen bg-slate-100 px-4 py-10">
        <NotAllowed home="/" homeLabel={t('admin.shell.backToSite')} detail={t('admin.notAllowed.staffOnly')} />
      </main>
    );
  return (
    <AdminShell user={user}>
      <Suspense fallback={<Spinner />}>
        <Routes>
          <Route index element={<Navigate to="dashboard" replace />} />
          {pages.map(({ path, Page, uses, only }) => (
            <Route
              key={path}
              path={path}
              element={canOpen({ uses, only }, { id: user._id, role: user.role }) ? <Page /> : <NotAllowed />}
            />
          ))}
          <Route path="*" element={<AdminNotFound />} />
        </Routes>
      </Suspense>
    </AdminShell>
  );
}
