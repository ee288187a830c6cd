import { listDataRequests } from '@raahi/contract/privacy';
import type { DataRequestKind, DataRequestStatus } from '@raahi/contract/rules/personal-data';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callList } from '../../../../lib/api-client.ts';

/** One page of people's requests about their data: open ones first by their deadline. */
export const useDataRequests = (q: { status?: DataRequestStatus; kind?: DataRequestKind; page: number; limit: number }) =>
  useQuery({
    queryKey: ['admin-data-requests', q],
    queryFn: ({ signal }) => callList(listDataRequests, { query: q, signal }),
    placeholderData: keepPreviousData,
  });
