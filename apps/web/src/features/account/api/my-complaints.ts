import { listMyGrievances, replyToMyGrievance } from '@raahi/contract/grievances';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callList } from '../../../lib/api-client.ts';

const key = ['my-complaints'] as const;

/** The signed-in person's complaints with their threads, latest activity first. */
export const useMyComplaints = () =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => callList(listMyGrievances, { query: { limit: 100 }, signal }) });

export function useReplyToMyComplaint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; message: string }) =>
      call(replyToMyGrievance, { params: { grievanceId: v.id }, body: { message: v.message } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: key }),
  });
}
