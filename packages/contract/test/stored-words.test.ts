import { describe, expect, it } from 'vitest';
import { wordsIn } from '../src/i18n/node-catalogues.ts';
import { DEFAULT_RATE_PLAN_NAME, DEFAULT_ROOM_TYPE_NAME, storedWord } from '../src/i18n/stored-words.ts';
import { ERASED_NAME, ERASED_TEXT } from '../src/rules/personal-data.ts';

describe('words the product stored', () => {
  const hi = wordsIn('hi').t;
  const en = wordsIn('en').t;

  it("say an erased account and a new hotel's room type in the reader's language", () => {
    expect(storedWord(hi, ERASED_NAME)).toBe('मेहमान (खाता मिटाया गया)');
    expect(storedWord(hi, ERASED_TEXT)).toBe('(हटाया गया: खाता मिटा दिया गया है)');
    expect(storedWord(hi, DEFAULT_ROOM_TYPE_NAME)).toBe('स्टैंडर्ड रूम');
    expect(storedWord(hi, DEFAULT_RATE_PLAN_NAME)).toBe('सिर्फ़ कमरा');
  });

  it('read in English as stored', () => {
    for (const stored of [ERASED_NAME, ERASED_TEXT, DEFAULT_ROOM_TYPE_NAME, DEFAULT_RATE_PLAN_NAME])
      expect(storedWord(en, stored)).toBe(stored);
  });

  it('leave what people typed as typed, in either language', () => {
    expect(storedWord(hi, 'Priya Sharma')).toBe('Priya Sharma');
    expect(storedWord(hi, 'Standard room with balcony')).toBe('Standard room with balcony');
  });
});
