// A stay in a few words, as a search's summary line and a recent search's chip show it:
// 'Goa · 12 Dec – 14 Dec · 2 rooms, 4 guests'.
import { calendarDay } from '@raahi/contract/i18n/indian-forms';
import type { Language } from '@raahi/contract/i18n/languages';

import type { useT } from './i18n.tsx';

type Words = ReturnType<typeof useT>;

export type StayGist = { place: string; checkin: string; checkout: string; guests: number; rooms: number };

export function stayGist(t: Words, language: Language, s: StayGist): string {
  const day = (d: string) => calendarDay(d, language, { year: false });
  return [
    s.place || t('common.stayGist.anywhere'),
    `${day(s.checkin)} – ${day(s.checkout)}`,
    t('common.stayGist.party', { rooms: s.rooms, guests: s.guests }),
  ].join(' · ');
}
