// POST /api/quote: the price the server will charge for a booking, line by line, and the coupon's fate.
// Review pages show this answer, so what they show and what is charged cannot differ.
import type { QuoteInput } from '@raahi/contract/quote';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from './api-client.ts';

/** The quote for `input` (null: nothing to ask yet); the previous answer stays while a new one loads. */
export function useQuote(input: QuoteInput | null) {
  return useQuery({
    queryKey: ['quote', input],
    // the row (and the booking schemas it is built from) loads with the first quote asked for, not with the page
    queryFn: async ({ signal }) => call((await import('@raahi/contract/quote')).getQuote, { body: input!, signal }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
