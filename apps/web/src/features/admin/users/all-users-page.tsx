import type { AdminUser } from '@raahi/contract/admin-users';
import { ROLES, type Role } from '@raahi/contract/rules/access';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { SearchFilter, SelectFilter } from '../components/filter-fields.tsx';
import { Options } from '../components/form-fields.tsx';
import { ListPage } from '../components/list-page.tsx';
import { roleWords } from '../components/admin-shell.tsx';
import { useT } from '../../../lib/i18n.tsx';
import type { Words } from '../components/form-page.tsx';
import { useChangeRole } from './api/change-role.ts';
import { useDeleteUser } from './api/delete-user.ts';
import { useUsers } from './api/get-users.ts';
import { GrantAdminDialog } from './components/grant-admin-dialog.tsx';
import { RoleListingDialog } from './components/role-listing-dialog.tsx';

const PAGE_SIZE = 20;
const ROLE_FILTERS: (Role | '')[] = ['', ...ROLES];

/** The server's reason for a refusal (last admin, own account, has bookings); nothing for other failures. */
const reasonOf = (err: unknown) =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 && err.message ? err.message : undefined;

const deleteFailure = (t: Words) => (err: unknown) => {
  const reason = reasonOf(err);
  return reason ? t('admin.users.deleteFailedBecause', { reason }) : t('admin.users.deleteFailed');
};

export function Component() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const { data: me } = useCurrentUser();
  const changeRole = useChangeRole();
  const [pendingRow, setPendingRow] = useState<string | null>(null);

  const [ownerPick, setOwnerPick] = useState<{ user: AdminUser; kind: 'hotel' | 'cab' } | null>(null);
  const [adminPick, setAdminPick] = useState<AdminUser | null>(null);

  const onRole = (u: AdminUser, next: Role) => {
    if (next === u.role) return;
    // a hotel or cab owner needs a listing: ask which one first
    if (next === 'hotel' || next === 'cab') setOwnerPick({ user: u, kind: next });
    // the admin role opens everything: confirm it first
    else if (next === 'admin') setAdminPick(u);
    else applyRole(u, next);
  };

  const applyRole = (u: AdminUser, next: Role, listingId?: string) => {
    setPendingRow(u._id);
    changeRole.mutate(
      { userId: u._id, role: next, ...(listingId ? { listingId } : {}) },
      {
        onSuccess: () => {
          toast.success(t('admin.users.roleChanged', { role: t(`admin.users.roleNoun.${next}`) }));
          setOwnerPick(null);
          setAdminPick(null);
        },
        onError: (err) => {
          const reason = reasonOf(err);
          const role = t(`admin.users.roleNoun.${next}`);
          toast.error(reason ? t('admin.users.roleFailedBecause', { role, reason }) : t('admin.users.roleFailed', { role }));
        },
        onSettled: () => setPendingRow(null),
      },
    );
  };

  const named = (u: AdminUser) => `${u.name} (${u.email})`;
  const reset =
    <V,>(set: (v: V) => void) =>
    (v: V) => {
      set(v);
      setPage(1);
    };

  return (
    <>
      <ListPage
        title={t('admin.nav.allUsers')}
        description={t('admin.users.description')}
        filters={
          <div className="mb-3 flex flex-wrap items-end gap-3">
            <SearchFilter
              label={t('admin.users.search')}
              value={search}
              onChange={reset(setSearch)}
              className="min-w-56 flex-1 sm:max-w-sm"
            />
            <SelectFilter
              label={t('admin.users.role')}
              value={role}
              onChange={reset(setRole)}
              options={ROLE_FILTERS}
              labelOf={(r) => (r ? roleWords(t, r) : t('admin.users.allRoles'))}
            />
          </div>
        }
        list={useUsers({ page, limit: PAGE_SIZE, q: search.trim() || undefined, role: role || undefined })}
        paging={{ page, pageSize: PAGE_SIZE, onPage: setPage, label: t('admin.users.pages') }}
        table={{ caption: t('admin.users.caption'), loadingText: t('admin.users.loading'), emptyText: t('admin.users.empty') }}
        columns={[
          {
            header: t('admin.mine.name'),
            sortBy: (u) => u.name,
            cell: (u) => (
              <>
                <span className="font-medium text-slate-900">{u.name}</span>
                {u.listing && (
                  <span className="block text-xs text-slate-500">{t(`admin.users.owns.${u.listing.kind}`, { name: u.listing.name })}</span>
                )}
              </>
            ),
          },
          { header: t('admin.users.email'), cell: (u) => u.email, sortBy: (u) => u.email, className: 'whitespace-nowrap' },
          {
            header: t('admin.blogs.list.createdAt'),
            cell: (u) => formatDateTime(u.createdAt),
            sortBy: (u) => u.createdAt,
            className: 'whitespace-nowrap',
          },
          {
            header: t('admin.users.role'),
            cell: (u) => <RoleSelect user={u} busy={pendingRow === u._id} onChange={(next) => onRole(u, next)} />,
          },
        ]}
        nameOf={(u) => u.name}
        instead={(u) => (u._id === me?._id ? <span className="text-xs text-slate-500">{t('admin.users.you')}</span> : undefined)}
        remove={{
          mutation: useDeleteUser(),
          kind: t('admin.users.noun'),
          success: t('admin.users.deleted'),
          failure: deleteFailure(t),
          itemName: named,
        }}
      />
      <GrantAdminDialog
        user={adminPick}
        pending={changeRole.isPending}
        onCancel={() => setAdminPick(null)}
        onConfirm={() => adminPick && applyRole(adminPick, 'admin')}
      />
      <RoleListingDialog
        user={ownerPick?.user ?? null}
        kind={ownerPick?.kind ?? null}
        pending={changeRole.isPending}
        onCancel={() => setOwnerPick(null)}
        onConfirm={(listingId) => ownerPick && applyRole(ownerPick.user, ownerPick.kind, listingId)}
      />
    </>
  );
}

function RoleSelect({ user, busy, onChange }: { user: AdminUser; busy: boolean; onChange: (next: Role) => void }) {
  const t = useT();
  return (
    <span className="flex items-center gap-2">
      <select
        aria-label={t('admin.users.roleOf', { name: user.name })}
        value={user.role}
        disabled={busy}
        onChange={(e) => onChange(e.target.value as Role)}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm disabled:opacity-60"
      >
        <Options values={ROLES} labelOf={(r) => t(`admin.users.roleNoun.${r}`)} />
      </select>
      {busy && (
        <span
          role="status"
          aria-label={t('admin.users.updatingRole')}
          className="h-4 w-4 animate-spin rounded-full border-2 border-teal-600 border-t-transparent"
        />
      )}
    </span>
  );
}
