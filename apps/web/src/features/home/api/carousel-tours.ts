import { queryOptions, useQuery } from '@tanstack/react-query';
import { callList } from '../../../lib/api-client.ts';

/** The carousel's pictures come from the catalogue: the nine best-rated tours. */
export const carouselToursQuery = queryOptions({
  queryKey: ['tours', 'carousel'],
  queryFn: async ({ signal }) =>
    callList((await import('@raahi/contract/tours')).listTours, { query: { sort: 'rating', limit: 9 }, signal }),
});

export function useCarouselTours() {
  return useQuery(carouselToursQuery);
}
