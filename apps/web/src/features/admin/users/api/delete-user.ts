import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { usersKey } from './get-users.ts';

export const deleteUser = (id: string) => api<{ message: string }>(`/api/admin/user/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteUser() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSuccess: () => void qc.invalidateQueries({ queryKey: usersKey }) });
}
