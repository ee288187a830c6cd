import { listAuditEntries, type AuditQuery } from '@raahi/contract/audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callList } from '../../../../lib/api-client.ts';

export const useAuditTrail = (query: AuditQuery) =>
  useQuery({
    queryKey: ['admin', 'audit', query],
    queryFn: ({ signal }) => callList(listAuditEntries, { query, signal }),
    placeholderData: keepPreviousData,
  });
