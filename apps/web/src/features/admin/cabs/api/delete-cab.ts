import { ownedCabs } from '@raahi/contract/cab-admin';
import { useSave } from '../../api/use-save.ts';
import { call } from '../../../../lib/api-client.ts';
import { adminCabsKey } from './get-admin-cabs.ts';

export const deleteCab = (id: string) => call(ownedCabs.remove, { params: { id } });

export const useDeleteCab = () => useSave(deleteCab, [adminCabsKey]);
