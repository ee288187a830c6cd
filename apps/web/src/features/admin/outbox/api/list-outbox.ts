import { listOutbox } from '@raahi/contract/mail';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callList } from '../../../../lib/api-client.ts';

export const getOutbox = (query: { page: number; limit: number }) => callList(listOutbox, { query });

export function useOutbox(query: { page: number; limit: number }) {
  return useQuery({ queryKey: ['admin', 'outbox', query], queryFn: () => getOutbox(query), placeholderData: keepPreviousData });
}
