import { updateTour as updateTourCall } from '@raahi/contract/tour-admin';
import { useSave } from '../../api/use-save.ts';
import { call } from '../../../../lib/api-client.ts';
import type { TourBody } from './create-tour.ts';
import { adminToursKey } from './get-admin-tours.ts';

export const updateTour = ({ id, body }: { id: string; body: TourBody }) => call(updateTourCall, { params: { id }, body });

export const useUpdateTour = () => useSave(updateTour, [adminToursKey]);
