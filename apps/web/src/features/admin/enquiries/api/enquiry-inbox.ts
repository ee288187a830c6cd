import { countUnreadEnquiries, listEnquiries, type EnquiryKind, type EnquiryStatus } from '@raahi/contract/enquiries';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, callList } from '../../../../lib/api-client.ts';

export const enquiriesKey = ['admin-enquiries'] as const;

/** One page of the inbox of a kind, latest activity first. */
export const useEnquiryInbox = (q: { kind: EnquiryKind; status?: EnquiryStatus; page: number; limit: number }) =>
  useQuery({
    queryKey: [...enquiriesKey, 'list', q],
    queryFn: ({ signal }) => callList(listEnquiries, { query: q, signal }),
    placeholderData: keepPreviousData,
  });

export const useUnreadEnquiries = () =>
  useQuery({ queryKey: [...enquiriesKey, 'unread'], queryFn: ({ signal }) => call(countUnreadEnquiries, { signal }) });
