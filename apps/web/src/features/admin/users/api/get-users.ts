import { listUsers, type AdminUserListQuery } from '@raahi/contract/admin-users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callList } from '../../../../lib/api-client.ts';

export type UsersQuery = Partial<Pick<AdminUserListQuery, 'page' | 'limit' | 'role' | 'q'>>;
export const usersKey = ['admin', 'users'] as const;

export const getUsers = (query: UsersQuery) => callList(listUsers, { query });

export function useUsers(q: UsersQuery) {
  return useQuery({ queryKey: [...usersKey, q], queryFn: () => getUsers(q), placeholderData: keepPreviousData });
}
