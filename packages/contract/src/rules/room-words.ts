// A hotel booking's rooms in words, in the reader's language (the mails, the voucher) or in English (the tax
// documents: 'Family suite, Room only: 2 adults, 2 children aged 5, 9'); the names the product stored are said
// in that language too (i18n/stored-words.ts). Zod-free.
import type { Words } from '../i18n/catalogue';
import { storedWord } from '../i18n/stored-words';

type Room = { adults: number; childAges: number[]; roomType: { name: string } | null; ratePlan: { name: string } | null };

/** Each room's type, plan and guests in the reader's language ('Family suite, सिर्फ़ कमरा: 2 वयस्क'). */
export const roomWordsIn = (t: Words['t'], rooms: Room[]): string[] =>
  rooms.map((r) => {
    const names = [r.roomType?.name, r.ratePlan?.name].flatMap((n) => (n ? [storedWord(t, n)] : [])).join(', ');
    return t('mail.roomGuests', {
      what: names ? `${names}: ` : '',
      adults: r.adults,
      children: r.childAges.length,
      ages: r.childAges.join(', '),
    });
  });
