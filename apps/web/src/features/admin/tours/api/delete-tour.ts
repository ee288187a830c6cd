import { deleteTour as deleteTourCall } from '@raahi/contract/tour-admin';
import { useSave } from '../../api/use-save.ts';
import { call } from '../../../../lib/api-client.ts';
import { adminToursKey } from './get-admin-tours.ts';

/** A package with bookings is archived, not erased (`archived` in the answer). */
export const deleteTour = (id: string) => call(deleteTourCall, { params: { id } });

export const useDeleteTour = () => useSave(deleteTour, [adminToursKey]);
