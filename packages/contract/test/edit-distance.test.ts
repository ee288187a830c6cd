// The suggestions forgive slips by edit distance (rules/place-search.ts), worked out only near the diagonal:
// its answers are held to the whole table's for random words and limits.
import { describe, expect, it } from 'vitest';
import { editDistance } from '../src/rules/place-search.ts';

/** The whole table: insertions, deletions, substitutions and swaps of neighbours. */
function fullDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

describe('editDistance', () => {
  it('answers the distance, or one more than the limit when it is further', () => {
    expect(editDistance('jaipur', 'jaipr', 1)).toBe(1);
    expect(editDistance('udaipur', 'udaipure', 2)).toBe(1);
    expect(editDistance('goa', 'ago', 1)).toBe(2);
    expect(editDistance('manali', 'mnaali', 1)).toBe(1);
    expect(editDistance('kochi', 'delhi', 2)).toBe(3);
    expect(editDistance('', 'ab', 2)).toBe(2);
  });

  it('agrees with the whole table for random words of a few letters, and for long ones', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const word = (most: number) => Array.from({ length: Math.floor(next() * (most + 1)) }, () => 'abcd'[Math.floor(next() * 4)]).join('');
    for (let k = 0; k < 20_000; k++) {
      const [a, b, max] = [word(9), word(9), Math.floor(next() * 4)];
      expect(editDistance(a, b, max), `${a} ${b} ${max}`).toBe(Math.min(fullDistance(a, b), max + 1));
    }
    for (let k = 0; k < 200; k++) {
      const [a, b] = [word(80), word(80)];
      expect(editDistance(a, b, 2), `${a} ${b}`).toBe(Math.min(fullDistance(a, b), 3));
    }
  });
});
