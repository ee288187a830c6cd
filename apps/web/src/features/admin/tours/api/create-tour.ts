import type { BodyIn } from '@raahi/contract/endpoint';
import { createTour as createTourCall } from '@raahi/contract/tour-admin';
import { useSave } from '../../api/use-save.ts';
import { call } from '../../../../lib/api-client.ts';
import { adminToursKey } from './get-admin-tours.ts';

export type TourBody = BodyIn<typeof createTourCall>;

export const createTour = (body: TourBody) => call(createTourCall, { body });

export const useCreateTour = () => useSave(createTour, [adminToursKey]);
