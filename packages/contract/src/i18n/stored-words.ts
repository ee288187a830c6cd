// Words the product itself stored in English where people's words stand (issue 32): an erased account's name
// and its removed texts (rules/personal-data.ts), a new hotel's default room type and rate plan (its SQL
// trigger, migration 0019). They stay stored as they are, so earlier rows, exports and tests keep one value; what shows them says
// them in the reader's language here, and anything else (what people typed, a renamed room type) as typed.
import type { MessageKey, Words } from './catalogue';
import { ERASED_NAME, ERASED_TEXT } from '../rules/personal-data';

/** The default room type a new hotel gets (apps/api/src/db/migrations/0019_rooms_and_rates.sql). */
export const DEFAULT_ROOM_TYPE_NAME = 'Standard room';
/** The default rate plan a new hotel gets (the same migration). */
export const DEFAULT_RATE_PLAN_NAME = 'Room only';

const STORED: Readonly<Record<string, MessageKey>> = {
  [ERASED_NAME]: 'common.stored.erasedName',
  [ERASED_TEXT]: 'common.stored.erasedText',
  [DEFAULT_ROOM_TYPE_NAME]: 'common.stored.standardRoom',
  [DEFAULT_RATE_PLAN_NAME]: 'common.stored.roomOnly',
};

/** A stored name or text in the reader's language when the product wrote it, as typed otherwise. */
export const storedWord = (t: Words['t'], value: string): string => {
  const key = STORED[value];
  return key ? t(key) : value;
};
