import type { AdminUser, ChangeRoleBody } from '@raahi/contract/admin-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { profileKey } from '../../../../lib/session.ts';
import { usersKey } from './get-users.ts';

/** POST /api/admin/user/changerole; for hotel/cab without a listing the server makes a draft one. */
export const changeRole = (body: ChangeRoleBody) => api<AdminUser>('/api/admin/user/changerole', { method: 'POST', body });

export function useChangeRole() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: usersKey });
      void qc.invalidateQueries({ queryKey: profileKey });
    },
  });
}
