import {
  getGrievance,
  listGrievances,
  replyToGrievance,
  resolveGrievance,
  type Grievance,
  type GrievanceStatus,
} from '@raahi/contract/grievances';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callList } from '../../../../lib/api-client.ts';

const key = ['admin-complaints'] as const;

/** One page of the queue: overdue first, then by the nearest deadline. */
export const useComplaintQueue = (q: { status?: GrievanceStatus; page: number; limit: number }) =>
  useQuery({
    queryKey: [...key, 'list', q],
    queryFn: ({ signal }) => callList(listGrievances, { query: q, signal }),
    placeholderData: keepPreviousData,
  });

export const useComplaint = (id: string | null) =>
  useQuery({
    queryKey: [...key, 'one', id],
    enabled: !!id,
    queryFn: ({ signal }) => call(getGrievance, { params: { grievanceId: id! }, signal }),
  });

function useComplaintChange<V>(run: (v: V) => Promise<Grievance>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (g) => {
      qc.setQueryData([...key, 'one', g._id], g);
      void qc.invalidateQueries({ queryKey: [...key, 'list'] });
    },
  });
}

export const useAnswerComplaint = () =>
  useComplaintChange((v: { id: string; message: string }) =>
    call(replyToGrievance, { params: { grievanceId: v.id }, body: { message: v.message } }),
  );
export const useResolveComplaint = () =>
  useComplaintChange((v: { id: string; outcome: string }) =>
    call(resolveGrievance, { params: { grievanceId: v.id }, body: { outcome: v.outcome } }),
  );
