import { deleteUser as deleteUserCall } from '@raahi/contract/admin-users';
import { useSave } from '../../api/use-save.ts';
import { call } from '../../../../lib/api-client.ts';
import { usersKey } from './get-users.ts';

export const deleteUser = (id: string) => call(deleteUserCall, { params: { id } });

export const useDeleteUser = () => useSave(deleteUser, [usersKey]);
