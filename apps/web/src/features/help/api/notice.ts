import { getPrivacyNotice } from '@raahi/contract/privacy';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const noticeQuery = {
  queryKey: ['privacy-notice'],
  queryFn: ({ signal }: { signal: AbortSignal }) => call(getPrivacyNotice, { query: {}, signal }),
  staleTime: 10 * 60_000,
};
/** The privacy notice in force, with its version. */
export const usePrivacyNotice = () => useQuery(noticeQuery);
