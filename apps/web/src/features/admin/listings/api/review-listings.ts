import { approveListing, listPendingListings, rejectListing, type OwnedListingKind } from '@raahi/contract/listing-review';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { useSave } from '../../api/use-save.ts';

export const pendingListingsKey = ['admin', 'listings', 'pending'] as const;

export const usePendingListings = () => useQuery({ queryKey: pendingListingsKey, queryFn: () => call(listPendingListings), staleTime: 0 });

type Named = { kind: OwnedListingKind; id: string };

export const useApproveListing = () =>
  useSave((l: Named) => call(approveListing, { params: { kind: l.kind, id: l.id } }), [pendingListingsKey]);

export const useRejectListing = () =>
  useSave(
    (l: Named & { reason: string }) => call(rejectListing, { params: { kind: l.kind, id: l.id }, body: { reason: l.reason } }),
    [pendingListingsKey],
  );
