import type { LoadTexts } from './loaded.tsx';

/** What an owner's screens say while their listing loads, when it fails and when none is linked to them. */
export const OWNER_TEXTS = {
  hotel: {
    loading: 'Loading...',
    error: 'Failed to fetch hotel data. Please try again later.',
    empty: { title: 'No hotel found for this user', hint: 'Ask an administrator to link your account to your hotel.' },
  },
  cab: {
    loading: 'Loading...',
    error: 'Error fetching cab data',
    empty: { title: 'No cab found', hint: 'Ask an administrator to link your account to your cab.' },
  },
} satisfies Record<'hotel' | 'cab', LoadTexts>;
