import { changeRole as changeRoleCall, type ChangeRoleBody } from '@raahi/contract/admin-users';
import { useSave } from '../../api/use-save.ts';
import { call } from '../../../../lib/api-client.ts';
import { profileKey } from '../../../../lib/session.ts';
import { usersKey } from './get-users.ts';

/** For a hotel or cab owner without a named listing the server makes a draft one. */
export const changeRole = (body: ChangeRoleBody) => call(changeRoleCall, { body });

export const useChangeRole = () => useSave(changeRole, [usersKey, profileKey]);
