// The GSTIN rule: shape and the GST network's check character, against GSTINs registered in India.
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, isGstin } from '../src/rules/gstin.ts';

describe('GSTIN', () => {
  it.each(['27AAPFU0939F1ZV', '27AAACR5055K1Z7', '24AAACR5055K1ZD', '29AAGCB7383J1Z4'])('accepts the registered GSTIN %s', (gstin) => {
    expect(isGstin(gstin)).toBe(true);
  });

  it('computes the check character from the first fourteen characters', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AABCR1234M1Z')).toBe('9');
  });

  it.each([
    ['a wrong check character', '27AAPFU0939F1ZW'],
    ['the old demo value', '29AABCR1234M1Z2'],
    ['two characters swapped', '27AAPFU0993F1ZV'],
    ['lower case', '27aapfu0939f1zv'],
    ['too short', '27AAPFU0939F1Z'],
    ['no Z in the fourteenth place', '27AAPFU0939F1AV'],
    ['entity number 0', '27AAPFU0939F0ZV'],
    ['empty', ''],
  ])('refuses %s', (_, gstin) => {
    expect(isGstin(gstin)).toBe(false);
  });
});
