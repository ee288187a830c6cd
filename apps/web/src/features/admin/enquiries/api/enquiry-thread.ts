import { closeEnquiry, getEnquiry, replyToEnquiry, type Enquiry } from '@raahi/contract/enquiries';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { enquiriesKey } from './enquiry-inbox.ts';

/** One thread; opening it marks it read, so the inbox and its counts are read again. */
export function useEnquiryThread(id: string | null) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: [...enquiriesKey, 'thread', id],
    enabled: !!id,
    queryFn: async ({ signal }) => {
      const thread = await call(getEnquiry, { params: { enquiryId: id! }, signal });
      void qc.invalidateQueries({ queryKey: [...enquiriesKey, 'list'] });
      void qc.invalidateQueries({ queryKey: [...enquiriesKey, 'unread'] });
      return thread;
    },
  });
}

function useEnquiryChange<V>(run: (v: V) => Promise<Enquiry>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (thread) => {
      qc.setQueryData([...enquiriesKey, 'thread', thread._id], thread);
      void qc.invalidateQueries({ queryKey: [...enquiriesKey, 'list'] });
    },
  });
}

export const useReplyToEnquiry = () =>
  useEnquiryChange((v: { id: string; message: string }) =>
    call(replyToEnquiry, { params: { enquiryId: v.id }, body: { message: v.message } }),
  );
export const useCloseEnquiry = () => useEnquiryChange((id: string) => call(closeEnquiry, { params: { enquiryId: id } }));
