import type { SavedKind } from '@raahi/contract/wishlists';
import { useEffect } from 'react';
import { useCurrentUser } from '../../lib/session.ts';

/** Notes a signed-in person's visit to a hotel's or tour's page, for 'Recently viewed' on their account. */
export function useNoteView(kind: SavedKind, listingId: string) {
  const { data: user } = useCurrentUser();
  const signedIn = !!user;
  useEffect(() => {
    if (!signedIn) return;
    // a view that is not noted loses nothing the person needs now
    import('./saved-lists.ts').then((c) => c.noteView(kind, listingId)).catch(() => undefined);
  }, [signedIn, kind, listingId]);
}
