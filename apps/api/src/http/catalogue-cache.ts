// Public catalogue answers (hotels, cabs, tours, blogs, offers: the GET rows anyone may call) kept
// serialised and compressed, with strong ETags, until the catalogue changes (decision 0015).
import { listCabs } from '@raahi/contract/cabs';
import { listHotels } from '@raahi/contract/hotels';
import { listNightPrices, listStayRooms } from '@raahi/contract/rooms';
import { nightsOfMonth } from '@raahi/contract/rules/rates';
import type { EndpointDef } from '@raahi/contract/endpoint';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Change, Nights } from './catalogue-changes.ts';
import { addVary, Compressed, matchesEtag } from './encoding.ts';

/** Held in memory per process unless CATALOGUE_CACHE_MB says otherwise; the least recently used answers go first. */
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
/** Writes that do not go through the API (a script, psql) are seen after this long at the latest. */
const MAX_AGE_MS = 60_000;
/** India has one time zone and no daylight saving: offers "running today" change at midnight IST. */
const IST_OFFSET_MS = 330 * 60_000;
const indianDay = (now: number) => Math.floor((now + IST_OFFSET_MS) / 86_400_000);

/** For shared caches (a CDN): fresh for a minute, then served stale while one request refreshes it. */
const CATALOGUE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** Availability moves with every booking: a CDN keeps it only briefly (the booking itself re-checks). */
const AVAILABILITY_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=30';
/** The answer's own headers that a cached copy must repeat. */
// CORS headers are not kept: @fastify/cors sets them for each request's own origin
const KEPT_HEADERS = ['content-type', 'x-total-count'];
/** Changes of some nights remembered for answers being read while they happen (a read takes milliseconds). */
const NIGHT_CHANGES_KEPT = 1024;

/** `nights`: how many changes of some nights there have been (the last of them are in `nightChanges`) */
type Generations = { catalogue: number; availability: number; nights: number };
/** Headers of one request's answer that differ from the stored answer's (a page's for a signed-in visitor). */
export type AnswerHeaders = { 'cache-control'?: string; vary?: string };

type Entry = {
  answer: Compressed;
  headers: Record<string, string>;
  cacheControl: string;
  /** the nights a hotel search with dates read the rooms taken of */
  nights: Nights | undefined;
  generations: Generations;
  day: number;
  expiresAt: number;
  bytes: number;
};

/** The nights whose rooms taken an answer of this row, for this (validated) query, reads: a hotel search with dates. */
export function nightsRead(e: EndpointDef, query: unknown): Nights | undefined {
  if (e === listCabs) return tripNights(query as { from?: string; date?: string; returnDate?: string });
  // a month of a hotel's lowest prices reads the rooms taken on its nights
  if (e === listNightPrices) {
    const nights = nightsOfMonth((query as { month: string }).month);
    return { from: nights[0]!, to: addDays(nights.at(-1)!, 1) };
  }
  // a hotel's rooms for a stay read the rooms taken on its nights, as a dated search does
  if (e !== listHotels && e !== listStayRooms) return undefined;
  const { checkin, checkout } = query as { checkin?: string; checkout?: string };
  return stayNights(checkin, checkout);
}

/**
 * A cab search for a trip reads which cars are taken on its days: from its pickup day (tomorrow by default) to
 * the day after its return (a one-way car may come back after midnight). A plain cab list reads none.
 */
function tripNights(q: { from?: string; date?: string; returnDate?: string }): Nights | undefined {
  if (!q.from) return undefined;
  const from = q.date ?? addDays(todayInIndia(), 1);
  return { from, to: addDays(q.returnDate && q.returnDate > from ? q.returnDate : from, 2) };
}

/** The nights of a stay asked for in a query; without a check-out the stay is one night. */
export const stayNights = (checkin: string | undefined, checkout: string | undefined): Nights | undefined =>
  checkin ? { from: checkin, to: checkout ?? addDays(checkin, 1) } : undefined;

const overlap = (a: Nights, b: Nights) => a.from < b.to && b.from < a.to;

/**
 * What the cache has done since the process started (GET /metrics): answers served from it (hit), misses
 * that asked the database, hits that first waited for another request's read (waited), answers stored, answers
 * not stored because the catalogue changed while they were read, and invalidations by scope.
 */
export type CacheCounts = Record<'hit' | 'miss' | 'waited' | 'stored' | 'stale' | 'catalogue' | 'availability', number>;

export class CatalogueCache {
  readonly counts: CacheCounts = { hit: 0, miss: 0, waited: 0, stored: 0, stale: 0, catalogue: 0, availability: 0 };
  private readonly entries = new Map<string, Entry>();
  private readonly filling = new Map<string, Promise<void>>();
  private bytes = 0;
  private readonly generations: Generations = { catalogue: 0, availability: 0, nights: 0 };
  /** the last changes of some nights, by number (generations.nights when it happened) */
  private readonly nightChanges: { n: number; nights: Nights }[] = [];

  /** `maxBytes` 0: nothing is kept (answers still carry their ETag and Cache-Control) */
  constructor(private readonly maxBytes = DEFAULT_MAX_BYTES) {}

  /** Forgets what the changes made stale; in-flight answers computed before them are not stored. */
  invalidate(changes: Change[]): void {
    for (const change of changes) {
      if (typeof change !== 'string') {
        this.forgetNights(change.nights);
        continue;
      }
      this.counts[change]++;
      if (change === 'catalogue') {
        this.generations.catalogue++;
        this.entries.clear();
        this.bytes = 0;
      }
      // answers that read availability also carry the catalogue generation: a catalogue change covers them
      this.generations.availability++;
    }
  }

  /** A booking took or gave back rooms on these nights: only searches with a night among them are stale. */
  private forgetNights(nights: Nights) {
    this.counts.availability++;
    this.nightChanges.push({ n: ++this.generations.nights, nights });
    if (this.nightChanges.length > NIGHT_CHANGES_KEPT) this.nightChanges.shift();
    for (const [key, entry] of this.entries) if (entry.nights && overlap(entry.nights, nights)) this.remove(key, entry);
  }

  /** Whether some nights an answer read changed after `since` (or too long ago to tell). */
  private nightsChangedSince(nights: Nights, since: number): boolean {
    if (since === this.generations.nights) return false;
    const oldest = this.nightChanges[0]?.n ?? Infinity;
    if (since < oldest - 1) return true;
    return this.nightChanges.some((c) => c.n > since && overlap(c.nights, nights));
  }

  /** Taken before the handler reads anything, so a change during the read keeps its answer out. */
  snapshot(): Generations {
    return { ...this.generations };
  }

  /**
   * Answers from the cache (200, or 304 for a tag the client has); false when it holds nothing current.
   * `key` names the answer: the request's URL unless the answer depends on more (the site's origin).
   */
  async serve(request: FastifyRequest, reply: FastifyReply, key = request.url, headers?: AnswerHeaders): Promise<boolean> {
    const entry = this.entries.get(key);
    if (!entry) return false;
    if (!this.isCurrent(entry)) {
      this.remove(key, entry);
      return false;
    }
    // most recently used last
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.counts.hit++;
    const payload = await send(entry, request, reply, headers);
    await reply.send(payload ?? undefined);
    return true;
  }

  /**
   * On a miss, the first request for a key computes the answer and later ones wait for it rather than
   * asking the database the same question at once (a page expiring under 50 connections took them all to
   * the database together). Answers whether this request must compute it; a waiter is then served from
   * the cache, or computes it itself when the first one's answer was not kept.
   */
  async coalesce(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const key = request.url;
    const filling = this.filling.get(key);
    if (filling) {
      await filling;
      if (await this.serve(request, reply)) {
        this.counts.waited++;
        return false;
      }
      this.counts.miss++;
      return true;
    }
    this.counts.miss++;
    const done = new Promise<void>((resolve) => reply.raw.once('close', resolve));
    this.filling.set(key, done);
    void done.then(() => {
      if (this.filling.get(key) === done) this.filling.delete(key);
    });
    return true;
  }

  /**
   * Keeps a 200 answer (unless the catalogue changed since `before`); returns what to send instead of `payload`.
   * `nights`: the answer also reads the rooms taken on these nights, so a booking of one of them makes it stale.
   * `headers`: this request's own headers, kept for it alone.
   */
  async store(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: string,
    before: Generations,
    { nights, key = request.url, headers: own }: { nights?: Nights; key?: string; headers?: AnswerHeaders } = {},
  ): Promise<Buffer | null> {
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const v = reply.getHeader(name);
      if (v !== undefined) headers[name] = String(v);
    }
    const now = Date.now();
    const entry: Entry = {
      answer: new Compressed(Buffer.from(payload)),
      headers,
      cacheControl: nights ? AVAILABILITY_CACHE_CONTROL : CATALOGUE_CACHE_CONTROL,
      nights,
      generations: before,
      day: indianDay(now),
      expiresAt: now + MAX_AGE_MS,
      bytes: 2 * Buffer.byteLength(payload) + 512,
    };
    if (!this.isCurrent(entry) || (nights && this.nightsChangedSince(nights, before.nights))) this.counts.stale++;
    else if (entry.bytes < this.maxBytes / 8) {
      this.add(key, entry);
      this.counts.stored++;
    }
    return send(entry, request, reply, own);
  }

  private isCurrent(entry: Entry): boolean {
    const now = Date.now();
    return (
      entry.generations.catalogue === this.generations.catalogue &&
      // a stored answer whose nights changed has been removed (forgetNights)
      (!entry.nights || entry.generations.availability === this.generations.availability) &&
      now < entry.expiresAt &&
      entry.day === indianDay(now)
    );
  }

  private add(key: string, entry: Entry) {
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(k, e);
    }
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/** Sets a request's own headers; its Vary is added to the answer's (CORS's Origin stays), and every kept answer varies by encoding. */
export function setAnswerHeaders(reply: FastifyReply, { vary = '', ...headers }: AnswerHeaders): void {
  addVary(reply, `${vary}, accept-encoding`);
  reply.headers(headers);
}

/** Writes a kept answer: its headers, its tag, and the body in the client's encoding (or 304). Returns the bytes sent. */
async function send(entry: Entry, request: FastifyRequest, reply: FastifyReply, headers: AnswerHeaders = {}): Promise<Buffer | null> {
  reply.header('etag', entry.answer.etag);
  reply.header('cache-control', entry.cacheControl);
  setAnswerHeaders(reply, headers);
  if (matchesEtag(request.headers['if-none-match'], entry.answer.etag)) {
    reply.code(304);
    return null;
  }
  const { encoding, bytes } = await entry.answer.forClient(request.headers['accept-encoding']);
  reply.headers(entry.headers);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return bytes;
}
