import type { Tour } from '@raahi/contract/tours';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import type { TourBody } from './create-tour.ts';
import { adminToursKey } from './get-admin-tours.ts';

/** PUT /api/admin/tour/edit/{id} */
export const updateTour = ({ id, body }: { id: string; body: TourBody }) =>
  api<Tour>(`/api/admin/tour/edit/${encodeURIComponent(id)}`, { method: 'PUT', body });

export function useUpdateTour() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateTour, onSuccess: () => void qc.invalidateQueries({ queryKey: adminToursKey }) });
}
