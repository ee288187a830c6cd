import {
  createWishlist,
  deleteWishlist,
  listRecentlyViewed,
  removeFromWishlist,
  renameWishlist,
  shareWishlist,
} from '@raahi/contract/wishlists';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { fetchLists } from '../../../components/saved/saved-lists.ts';
import { listsKey } from '../../../components/saved/saved-state.ts';

/** The person's lists with their listings, the default one first (the hearts read the same entry). */
export const useMyLists = () => useQuery({ queryKey: listsKey, queryFn: ({ signal }) => fetchLists(signal) });

export const useRecentlyViewed = () =>
  useQuery({ queryKey: ['recently-viewed'], queryFn: ({ signal }) => call(listRecentlyViewed, { signal }) });

/** A change to the lists; the lists load again once it is made. */
function useListChange<V>(mutationFn: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => qc.invalidateQueries({ queryKey: listsKey }) });
}

export const useCreateList = () => useListChange((name: string) => call(createWishlist, { body: { name } }));

export const useRenameList = () =>
  useListChange(({ id, name }: { id: string; name: string }) => call(renameWishlist, { params: { wishlistId: id }, body: { name } }));

export const useDeleteList = () => useListChange((id: string) => call(deleteWishlist, { params: { wishlistId: id } }));

export const useRemoveSaved = () =>
  useListChange(({ listId, itemId }: { listId: string; itemId: string }) =>
    call(removeFromWishlist, { params: { wishlistId: listId, itemId } }),
  );

/** Makes (or answers again) a list's read-only link. */
export const useShareList = () => useListChange((id: string) => call(shareWishlist, { params: { wishlistId: id } }));
