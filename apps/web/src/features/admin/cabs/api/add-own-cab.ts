import { addCab, type CabInput } from '@raahi/contract/cab-admin';
import { call } from '../../../../lib/api-client.ts';
import { myListingsKey } from '../../api/get-owned-listing.ts';
import { useSave } from '../../api/use-save.ts';

/** An owner's new cab: it waits for an administrator's review. */
export const addOwnCab = (body: CabInput) => call(addCab, { body });

export const useAddOwnCab = () => useSave(addOwnCab, [myListingsKey('cab')]);
