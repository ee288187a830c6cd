import type { Language } from '@raahi/contract/i18n/languages';
import { getPrivacyNotice } from '@raahi/contract/privacy';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.tsx';

/** The notice in force in a language (each language's text has its own version). */
export const noticeQuery = (language: Language) => ({
  queryKey: ['privacy-notice', language],
  queryFn: ({ signal }: { signal: AbortSignal }) => call(getPrivacyNotice, { query: { language }, signal }),
  staleTime: 10 * 60_000,
});
/** The privacy notice in force, in the page's language, with its version. */
export const usePrivacyNotice = () => useQuery(noticeQuery(useLanguage()));
