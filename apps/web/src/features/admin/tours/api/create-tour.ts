import type { Tour, tourInput } from '@raahi/contract/tours';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client.ts';
import { adminToursKey } from './get-admin-tours.ts';

export type TourBody = z.input<typeof tourInput>;

/** POST /api/admin/tour */
export const createTour = (body: TourBody) => api<Tour>('/api/admin/tour', { method: 'POST', body });

export function useCreateTour() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createTour, onSuccess: () => void qc.invalidateQueries({ queryKey: adminToursKey }) });
}
