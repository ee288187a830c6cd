// The suggestions find places through an index (names from each word on, sorted; names by first letter with
// their letters as bits): its answers are held to a plain look at every name, for random places and texts.
import { describe, expect, it } from 'vitest';
import { editDistance, normalisePlaceText, placeIndex, searchPlaces, type Findable } from '../src/rules/place-search.ts';

const slipsFor = (n: number) => (n < 4 ? 0 : n < 7 ? 1 : 2);

/** Every place's every name looked at: a whole name, then starts of names and words (bigger first), then near misses. */
function lookAtEveryName(places: Findable[], text: string, limit: number): string[] {
  const q = normalisePlaceText(text);
  if (!q) return [];
  const slips = slipsFor(q.length);
  const bandOf = (key: string) => {
    if (key === q) return 0;
    if (key.startsWith(q) || key.includes(` ${q}`)) return 1;
    const near = editDistance(key.slice(0, q.length), q, slips) <= slips || editDistance(key, q, slips) <= slips;
    return slips && key[0] === q[0] && near ? 2 : 3;
  };
  return places
    .map((p, at) => ({ p, at, band: Math.min(...[p.name, ...p.aliases].map(normalisePlaceText).map(bandOf)) }))
    .filter((f) => f.band < 3)
    .sort((a, b) => a.band - b.band || b.p.population - a.p.population || a.at - b.at)
    .slice(0, limit)
    .map((f) => f.p.id);
}

describe('the place index', () => {
  it('finds what a look at every name finds, in the same order, for random places and texts', () => {
    let seed = 11;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const pick = (n: number) => Math.floor(next() * n);
    // few letters, so that names share starts, words and near misses
    const word = () => Array.from({ length: 2 + pick(7) }, () => 'abdeginr'[pick(8)]).join('');
    const name = () => Array.from({ length: 1 + pick(3) }, word).join(pick(4) ? ' ' : '-');
    for (let round = 0; round < 40; round++) {
      const places: Findable[] = Array.from({ length: 60 }, (_, i) => ({
        id: `p${i}`,
        name: name(),
        kind: 'city',
        state: 'S',
        aliases: Array.from({ length: pick(3) }, name),
        population: pick(5) * 1000,
      }));
      const index = placeIndex(places);
      for (let k = 0; k < 60; k++) {
        const typed = pick(3) ? word().slice(0, 1 + pick(8)) : name();
        const limit = 1 + pick(10);
        expect(
          searchPlaces(index, typed, limit).map((p) => p.id),
          `${round}: ${typed}`,
        ).toEqual(lookAtEveryName(places, typed, limit));
      }
    }
  });
});
