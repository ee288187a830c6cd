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
import { roleLabel } from '../components/admin-shell.tsx';
import { useChangeRole } from './api/change-role.ts';
import { useDeleteUser } from './api/delete-user.ts';
import { useUsers } from './api/get-users.ts';
import { GrantAdminDialog } from './components/grant-admin-dialog.tsx';
import { RoleListingDialog } from './components/role-listing-dialog.tsx';

const PAGE_SIZE = 20;
const ROLE_FILTERS: (Role | '')[] = ['', ...ROLES];
const roleFilterLabel = (r: Role | '') => (r ? roleLabel(r) : 'All roles');

/** The server's reason for a refusal (last admin, own account, has bookings); nothing for other failures. */
const reasonOf = (err: unknown) =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 && err.message ? err.message : undefined;

const deleteFailure = (err: unknown) => {
  const reason = reasonOf(err);
  return reason ? `Error deleting User: ${reason}` : 'Error deleting User';
};

export function Component() {
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
          toast.success(`User role Changed to ${next} role successfully`);
          setOwnerPick(null);
          setAdminPick(null);
        },
        onError: (err) => {
          const reason = reasonOf(err);
          toast.error(reason ? `Error changed User role to ${next}: ${reason}` : `Error changed User role to ${next}`);
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
        title="All Users"
        description="Change a role from its dropdown; making someone an admin asks you to confirm first."
        filters={
          <div className="mb-3 flex flex-wrap items-end gap-3">
            <SearchFilter
              label="Search by name or email"
              value={search}
              onChange={reset(setSearch)}
              className="min-w-56 flex-1 sm:max-w-sm"
            />
            <SelectFilter label="Role" value={role} onChange={reset(setRole)} options={ROLE_FILTERS} labelOf={roleFilterLabel} />
          </div>
        }
        list={useUsers({ page, limit: PAGE_SIZE, q: search.trim() || undefined, role: role || undefined })}
        paging={{ page, pageSize: PAGE_SIZE, onPage: setPage, label: 'User pages' }}
        table={{ caption: 'All users', loadingText: 'Loading users…', emptyText: 'No users found.' }}
        columns={[
          {
            header: 'Name',
            sortBy: (u) => u.name,
            cell: (u) => (
              <>
                <span className="font-medium text-slate-900">{u.name}</span>
                {u.listing && (
                  <span className="block text-xs text-slate-500">
                    Owns {u.listing.kind}: {u.listing.name}
                  </span>
                )}
              </>
            ),
          },
          { header: 'Email', cell: (u) => u.email, sortBy: (u) => u.email, className: 'whitespace-nowrap' },
          { header: 'Created At', cell: (u) => formatDateTime(u.createdAt), sortBy: (u) => u.createdAt, className: 'whitespace-nowrap' },
          { header: 'Role', cell: (u) => <RoleSelect user={u} busy={pendingRow === u._id} onChange={(next) => onRole(u, next)} /> },
        ]}
        nameOf={(u) => u.name}
        instead={(u) => (u._id === me?._id ? <span className="text-xs text-slate-500">You</span> : undefined)}
        remove={{ mutation: useDeleteUser(), kind: 'user', success: 'User deleted successfully', failure: deleteFailure, itemName: named }}
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
  return (
    <span className="flex items-center gap-2">
      <select
        aria-label={`Role of ${user.name}`}
        value={user.role}
        disabled={busy}
        onChange={(e) => onChange(e.target.value as Role)}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm disabled:opacity-60"
      >
        <Options values={ROLES} />
      </select>
      {busy && (
        <span
          role="status"
          aria-label="Updating role"
          className="h-4 w-4 animate-spin rounded-full border-2 border-teal-600 border-t-transparent"
        />
      )}
    </span>
  );
}
