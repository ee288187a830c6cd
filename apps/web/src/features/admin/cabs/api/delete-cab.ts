import { deleteCab as deleteCabCall } from '@raahi/contract/cabs';
import { useSave } from '../../api/use-save.ts';
import { call } from '../../../../lib/api-client.ts';
import { adminCabsKey } from './get-admin-cabs.ts';

export const deleteCab = (id: string) => call(deleteCabCall, { params: { id } });

export const useDeleteCab = () => useSave(deleteCab, [adminCabsKey]);
