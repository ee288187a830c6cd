import { deleteUser as deleteUserCall } from '@raahi/contract/admin-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { usersKey } from './get-users.ts';

export const deleteUser = (id: string) => call(deleteUserCall, { params: { id } });

export function useDeleteUser() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSuccess: () => void qc.invalidateQueries({ queryKey: usersKey }) });
}
