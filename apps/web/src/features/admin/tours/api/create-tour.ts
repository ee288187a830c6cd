import type { BodyIn } from '@raahi/contract/endpoint';
import { createTour as createTourCall } from '@raahi/contract/tour-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminToursKey } from './get-admin-tours.ts';

export type TourBody = BodyIn<typeof createTourCall>;

export const createTour = (body: TourBody) => call(createTourCall, { body });

export function useCreateTour() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createTour, onSuccess: () => void qc.invalidateQueries({ queryKey: adminToursKey }) });
}
