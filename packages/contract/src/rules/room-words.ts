// A hotel booking's rooms in words: for the tax documents in English, as they are written ('Room 2', 'Family
// suite, Room only: 2 adults, 2 children aged 5, 9'), and for the mails and the voucher in the reader's
// language, the names the product stored said in it too (i18n/stored-words.ts). Zod-free.
import type { Words } from '../i18n/catalogue';
import { storedWord } from '../i18n/stored-words';

type Room = { adults: number; childAges: number[]; roomType: { name: string } | null; ratePlan: { name: string } | null };

const guestWords = (adults: number, ages: number[]) =>
  [
    `${adults} adult${adults === 1 ? '' : 's'}`,
    ...(ages.length ? [`${ages.length} child${ages.length === 1 ? '' : 'ren'} aged ${ages.join(', ')}`] : []),
  ].join(', ');

/** Each room: its name ('Room 2') and its type, plan and guests in words. */
export const roomWords = (rooms: Room[]): { room: string; words: string }[] =>
  rooms.map((r, i) => ({
    room: `Room ${i + 1}`,
    words: `${[r.roomType?.name, r.ratePlan?.name].filter(Boolean).join(', ')}: ${guestWords(r.adults, r.childAges)}`,
  }));

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
