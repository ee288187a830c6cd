import { useT } from '../../../lib/i18n.tsx';
import type { LoadTexts } from './loaded.tsx';

/** What an owner's screens say while their listing loads, when it fails and when none is linked to them. */
export function useOwnerTexts(): Record<'hotel' | 'cab', LoadTexts> {
  const t = useT();
  return {
    hotel: {
      loading: t('admin.owner.loading'),
      error: t('admin.owner.hotel.error'),
      empty: { title: t('admin.owner.hotel.empty'), hint: t('admin.owner.hotel.emptyHint') },
    },
    cab: {
      loading: t('admin.owner.loading'),
      error: t('admin.owner.cab.error'),
      empty: { title: t('admin.owner.cab.empty'), hint: t('admin.owner.cab.emptyHint') },
    },
  };
}
