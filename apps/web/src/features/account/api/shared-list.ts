import { getSharedWishlist } from '@raahi/contract/wishlists';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** A list shared by its link: its name and listings, read by anyone who has the link. */
export const sharedListQuery = (token: string) =>
  queryOptions({ queryKey: ['shared-list', token], queryFn: ({ signal }) => call(getSharedWishlist, { params: { token }, signal }) });
