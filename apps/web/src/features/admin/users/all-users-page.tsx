import type { AdminUser } from '@raahi/contract/admin-users';
import { ROLES, type Role } from '@raahi/contract/rules/access';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { ConfirmDeleteDialog, useConfirmDelete } from '../components/confirm-delete-dialog.tsx';
import { DataTable, rowDanger } from '../components/data-table.tsx';
import { inputClass } from '../components/form-fields.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { roleLabel } from '../components/admin-shell.tsx';
import { useChangeRole } from './api/change-role.ts';
import { useDeleteUser } from './api/delete-user.ts';
import { useUsers } from './api/get-users.ts';
import { RoleListingDialog } from './components/role-listing-dialog.tsx';

const PAGE_SIZE = 20;

/** The server's reason for a refusal (last admin, own account, has bookings); nothing for other failures. */
const reasonOf = (err: unknown) =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 && err.message ? err.message : undefined;

export function Component() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const q = useUsers({ page, limit: PAGE_SIZE, q: search.trim() || undefined, role: role || undefined });
  const { data: me } = useCurrentUser();
  const changeRole = useChangeRole();
  const deletion = useConfirmDelete<AdminUser, unknown>(useDeleteUser(), {
    success: 'User deleted successfully',
    failure: (err) => {
      const reason = reasonOf(err);
      return reason ? `Error deleting User: ${reason}` : 'Error deleting User';
    },
  });
  const [pendingRow, setPendingRow] = useState<string | null>(null);
  const searchId = useId();
  const roleId = useId();

  const [ownerPick, setOwnerPick] = useState<{ user: AdminUser; kind: 'hotel' | 'cab' } | null>(null);

  const onRole = (u: AdminUser, next: Role) => {
    if (next === u.role) return;
    // a hotel or cab owner needs a listing: ask which one first
    if (next === 'hotel' || next === 'cab') setOwnerPick({ user: u, kind: next });
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
        },
        onError: (err) => {
          const reason = reasonOf(err);
          toast.error(reason ? `Error changed User role to ${next}: ${reason}` : `Error changed User role to ${next}`);
        },
        onSettled: () => setPendingRow(null),
      },
    );
  };

  return (
    <>
      <PageHeader title="All Users" description="Change a role from its dropdown; it takes effect at once." />
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1 sm:max-w-sm">
          <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
            Search by name or email
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={roleId} className="block text-sm font-medium text-slate-800">
            Role
          </label>
          <select
            id={roleId}
            value={role}
            onChange={(e) => {
              setRole(e.target.value as Role | '');
              setPage(1);
            }}
            className={inputClass}
          >
            <option value="">All roles</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {roleLabel(r)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <DataTable
        caption="All users"
        rows={q.data?.items}
        rowKey={(u) => u._id}
        isLoading={q.isPending}
        error={q.error}
        onRetry={() => void q.refetch()}
        loadingText="Loading users…"
        emptyText="No users found."
        paging={{ page, pageSize: PAGE_SIZE, total: q.data?.total ?? 0, onPage: setPage, label: 'User pages' }}
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
          {
            header: 'Role',
            cell: (u) => (
              <span className="flex items-center gap-2">
                <select
                  aria-label={`Role of ${u.name}`}
                  value={u.role}
                  disabled={pendingRow === u._id}
                  onChange={(e) => onRole(u, e.target.value as Role)}
                  className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm disabled:opacity-60"
                >
                  {ROLES.map((r) => (
                    <option key={r} value={r}>
                      {r}
                    </option>
                  ))}
                </select>
                {pendingRow === u._id && (
                  <span
                    role="status"
                    aria-label="Updating role"
                    className="h-4 w-4 animate-spin rounded-full border-2 border-teal-600 border-t-transparent"
                  />
                )}
              </span>
            ),
          },
          {
            header: <span className="sr-only">Actions</span>,
            phone: 'actions',
            cell: (u) =>
              u._id === me?._id ? (
                <span className="text-xs text-slate-500">You</span>
              ) : (
                <button type="button" className={rowDanger} onClick={() => deletion.ask(u)}>
                  Delete<span className="sr-only"> {u.name}</span>
                </button>
              ),
            className: 'text-right',
          },
        ]}
      />
      <RoleListingDialog
        user={ownerPick?.user ?? null}
        kind={ownerPick?.kind ?? null}
        pending={changeRole.isPending}
        onCancel={() => setOwnerPick(null)}
        onConfirm={(listingId) => ownerPick && applyRole(ownerPick.user, ownerPick.kind, listingId)}
      />
      <ConfirmDeleteDialog
        {...deletion.dialog}
        kind="user"
        itemName={deletion.target ? `${deletion.target.name} (${deletion.target.email})` : undefined}
      />
    </>
  );
}
