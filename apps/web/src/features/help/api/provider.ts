import { getProviderDetails } from '@raahi/contract/providers';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** A provider's details page: who they are and what they sell. */
export const providerQuery = (id: string) =>
  queryOptions({
    queryKey: ['providers', id],
    queryFn: ({ signal }) => call(getProviderDetails, { params: { providerId: id }, signal }),
  });
