// A hotel booking's rooms in words, for the documents and the mails (English, as they are written): 'Room 2',
// 'Family suite, Room only: 2 adults, 2 children aged 5, 9'. Zod-free.
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
