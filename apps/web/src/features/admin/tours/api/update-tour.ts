import { updateTour as updateTourCall } from '@raahi/contract/tour-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import type { TourBody } from './create-tour.ts';
import { adminToursKey } from './get-admin-tours.ts';

export const updateTour = ({ id, body }: { id: string; body: TourBody }) => call(updateTourCall, { params: { id }, body });

export function useUpdateTour() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateTour, onSuccess: () => void qc.invalidateQueries({ queryKey: adminToursKey }) });
}
