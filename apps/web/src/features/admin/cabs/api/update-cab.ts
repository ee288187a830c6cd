import { updateCab as updateCabCall, type CabInput } from '@raahi/contract/cab-admin';
import { useSave } from '../../api/use-save.ts';
import { call } from '../../../../lib/api-client.ts';
import { adminCabsKey } from './get-admin-cabs.ts';
import { editableCabKey } from './get-editable-cab.ts';
import { myListingsKey } from '../../api/get-owned-listing.ts';

/** The admin's edit and the cab owner's edit of their own cab. */
export const updateCab = ({ id, body }: { id: string; body: CabInput }) =>
  call(updateCabCall, { params: { cabId: id }, body: { ...body, id } });

export const useUpdateCab = () =>
  useSave(updateCab, [adminCabsKey, myListingsKey('cab')], (qc, cab) => {
    qc.setQueryData(editableCabKey(cab._id), cab);
  });
