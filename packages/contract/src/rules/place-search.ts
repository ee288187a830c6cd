// Finding a place by what someone typed: its name or another name people use, from the first letters,
// forgiving a slip or two, bigger and busier places first. The places themselves are the API's
// (apps/api/src/modules/places/); this is the rule, so the pages and the API agree. Zod-free.

export const PLACE_KINDS = ['city', 'town', 'airport'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export type Place = {
  id: string;
  name: string;
  kind: PlaceKind;
  state: string;
  aliases: string[];
  lat: number;
  lng: number;
  population: number;
  /** an airport's city (a place id) */
  city?: string;
};

/** Lower case, Latin accents and punctuation gone, one space between words; other scripts' letters and signs kept (Hindi names). */
export const normalisePlaceText = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();

/** Three rows of the distance table, reused by every call (the suggestions run it thousands of times a second). */
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/**
 * Edit distance (insertions, deletions, substitutions, swaps of neighbours), or `max` + 1 when it is more
 * than `max`. Only the cells within `max` of the diagonal can hold `max` or less, so only they are worked out.
 */
export function editDistance(a: string, b: string, max: number): number {
  const n = a.length;
  const m = b.length;
  const over = max + 1;
  if (Math.abs(n - m) > max) return over;
  if (rows[0]!.length <= m + 1) rows = rows.map(() => new Int32Array(2 * (m + 1)));
  let [before, prev, row] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    const lo = Math.max(1, i - max);
    const hi = Math.min(m, i + max);
    row[0] = i;
    row[lo - 1] = lo > 1 ? over : i;
    let best = lo > 1 ? over : i;
    const ai = a.charCodeAt(i - 1);
    for (let j = lo; j <= hi; j++) {
      const bj = b.charCodeAt(j - 1);
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) d = Math.min(d, before[j - 2]! + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    if (hi < m) row[hi + 1] = over;
    if (best > max) return over;
    [before, prev, row] = [prev, row, before];
  }
  return Math.min(prev[m]!, over);
}

/** Slips forgiven: none under 4 letters, one up to 6, two from 7. */
const slipsAllowed = (length: number) => (length < 4 ? 0 : length < 7 ? 1 : 2);

/** What an index needs of a place: a place, or anything else found by name that belongs to one (an area, a landmark). */
export type Findable = { id: string; name: string; kind: string; state: string; aliases: string[]; population: number; city?: string };

type Entry<P extends Findable> = { place: P; keys: string[]; weight: number; at: number };
/** a name's words from one word on ('connaught place' gives 'connaught place' and 'place'); `word` 0 is the whole name */
type Start<P extends Findable> = { text: string; entry: Entry<P>; word: number };
export type PlaceIndex<P extends Findable = Place> = {
  byKey: Map<string, Entry<P>[]>;
  byId: Map<string, P>;
  /** every name from each of its words on, sorted: the names a text starts a word of are one run of it */
  starts: Start<P>[];
  /** the names by their first letter, for the near misses (a slip is never forgiven in the first letter) */
  byFirst: Map<string, { key: string; letters: number; entry: Entry<P> }[]>;
};

/**
 * An index of places. `busy` names places many trips start or end at (they rank as if ten times bigger);
 * an airport, an area or a landmark ranks just after its city.
 */
export function placeIndex<P extends Findable>(places: readonly P[], busy: ReadonlySet<string> = new Set()): PlaceIndex<P> {
  const byId = new Map(places.map((p) => [p.id, p]));
  const weightOf = (p: P): number =>
    p.city || p.kind === 'airport'
      ? p.city && byId.has(p.city)
        ? weightOf(byId.get(p.city)!) / 2
        : 1
      : p.population * (busy.has(p.id) ? 10 : 1);
  const entries = places.map((place, at) => ({
    place,
    keys: [...new Set([place.name, ...place.aliases].map(normalisePlaceText).filter(Boolean))],
    weight: weightOf(place),
    at,
  }));
  const byKey = new Map<string, Entry<P>[]>();
  for (const e of entries) for (const k of e.keys) byKey.set(k, [...(byKey.get(k) ?? []), e]);
  for (const list of byKey.values()) list.sort((a, b) => b.weight - a.weight);
  const starts: Start<P>[] = [];
  const byFirst = new Map<string, { key: string; letters: number; entry: Entry<P> }[]>();
  for (const entry of entries)
    for (const key of entry.keys) {
      const words = key.split(' ');
      words.forEach((_, word) => starts.push({ text: words.slice(word).join(' '), entry, word }));
      byFirst.set(key[0]!, [...(byFirst.get(key[0]!) ?? []), { key, letters: lettersOf(key), entry }]);
    }
  starts.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
  return { byKey, byId, starts, byFirst };
}

/** The first of the sorted `starts` not before `q`. */
function firstFrom<P extends Findable>(starts: Start<P>[], q: string): number {
  let lo = 0;
  let hi = starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (starts[mid]!.text < q) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The letters a text holds, as bits (a letter's code modulo 32: letters sharing a bit are taken as one). */
function lettersOf(text: string): number {
  let bits = 0;
  for (let i = 0; i < text.length; i++) bits |= 1 << (text.charCodeAt(i) & 31);
  return bits;
}

/** How many of the bits are set. */
function bitsIn(bits: number): number {
  let n = 0;
  for (let b = bits; b; b &= b - 1) n++;
  return n;
}

/** A near miss: the name's start, or the whole name, within `slips` edits of the query. */
const nearMiss = (key: string, q: string, slips: number) =>
  editDistance(key.slice(0, q.length), q, slips) <= slips || editDistance(key, q, slips) <= slips;

/** The places that answer `text`, best first: whole names, then starts of names (bigger first), then near misses. */
export function searchPlaces<P extends Findable>(index: PlaceIndex<P>, text: string, limit = 8): P[] {
  const q = normalisePlaceText(text);
  if (!q) return [];
  const slips = slipsAllowed(q.length);
  // the band of each place found: 0 a whole name, 1 a name's or a later word's start, 2 a near miss
  const found = new Map<Entry<P>, number>();
  for (let i = firstFrom(index.starts, q); i < index.starts.length && index.starts[i]!.text.startsWith(q); i++) {
    const { text: name, entry, word } = index.starts[i]!;
    const band = word === 0 && name === q ? 0 : 1;
    if (band < (found.get(entry) ?? 3)) found.set(entry, band);
  }
  if (slips) {
    // each slip brings at most one letter the name lacks: a name lacking more of the text's letters is no near miss
    const typed = lettersOf(q);
    for (const { key, letters, entry } of index.byFirst.get(q[0]!) ?? [])
      if (!found.has(entry) && bitsIn(typed & ~letters) <= slips && nearMiss(key, q, slips)) found.set(entry, 2);
  }
  return [...found]
    .sort(([a, bandA], [b, bandB]) => bandA - bandB || b.weight - a.weight || a.at - b.at)
    .slice(0, limit)
    .map(([e]) => e.place);
}

/**
 * The place a name means, exactly (its id, its name or another name, or 'Name, State'); the biggest of
 * namesakes. Undefined when none is called that.
 */
export function placeNamed<P extends Findable>(index: PlaceIndex<P>, text: string): P | undefined {
  const byId = index.byId.get(text.trim());
  if (byId) return byId;
  const q = normalisePlaceText(text);
  const exact = index.byKey.get(q)?.[0];
  if (exact) return exact.place;
  const [name, ...rest] = text.split(',');
  const state = normalisePlaceText(rest.join(' '));
  const namesakes = index.byKey.get(normalisePlaceText(name ?? '')) ?? [];
  return (namesakes.find((e) => normalisePlaceText(e.place.state) === state) ?? (state ? undefined : namesakes[0]))?.place;
}
