import { ownedCabs, type CabInput } from '@raahi/contract/cab-admin';
import { useSave } from '../../api/use-save.ts';
import { call } from '../../../../lib/api-client.ts';
import { adminCabsKey } from './get-admin-cabs.ts';

export const createCab = (body: CabInput) => call(ownedCabs.create, { body });

export const useCreateCab = () => useSave(createCab, [adminCabsKey]);
