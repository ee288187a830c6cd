// Public catalogue answers (hotels, cabs, tours, blogs, offers: the GET rows anyone may call) kept
// serialised and compressed, with strong ETags, until the catalogue changes (decision 0015).
import { listHotels } from '@raahi/contract/hotels';
import type { EndpointDef } from '@raahi/contract/endpoint';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Scope } from './catalogue-changes.ts';
import { Compressed, matchesEtag } from './encoding.ts';

/** Held in memory per process; the least recently used answers go first. */
const MAX_BYTES = 32 * 1024 * 1024;
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

type Generations = { catalogue: number; availability: number };
type Entry = {
  answer: Compressed;
  headers: Record<string, string>;
  cacheControl: string;
  availability: boolean;
  generations: Generations;
  day: number;
  expiresAt: number;
  bytes: number;
};

/** Whether an answer of this row, for this query, reads the rooms taken per night. */
export const readsAvailability = (e: EndpointDef, query: unknown) =>
  e === listHotels && typeof query === 'object' && query !== null && 'checkin' in query && query.checkin !== undefined;

export class CatalogueCache {
  private readonly entries = new Map<string, Entry>();
  private readonly filling = new Map<string, Promise<void>>();
  private bytes = 0;
  private readonly generations: Generations = { catalogue: 0, availability: 0 };

  /** Forgets what the change made stale; in-flight answers computed before it are not stored. */
  invalidate(scopes: Scope[]): void {
    if (scopes.includes('catalogue')) {
      this.generations.catalogue++;
      this.entries.clear();
      this.bytes = 0;
    }
    // availability answers also carry the catalogue generation: a catalogue change covers them
    if (scopes.includes('availability') || scopes.includes('catalogue')) this.generations.availability++;
  }

  /** Taken before the handler reads anything, so a change during the read keeps its answer out. */
  snapshot(): Generations {
    return { ...this.generations };
  }

  /**
   * Answers from the cache (200, or 304 for a tag the client has); false when it holds nothing current.
   * `key` names the answer: the request's URL unless the answer depends on more (the site's origin).
   */
  async serve(request: FastifyRequest, reply: FastifyReply, key = request.url): Promise<boolean> {
    const entry = this.entries.get(key);
    if (!entry) return false;
    if (!this.isCurrent(entry)) {
      this.remove(key, entry);
      return false;
    }
    // most recently used last
    this.entries.delete(key);
    this.entries.set(key, entry);
    const payload = await send(entry, request, reply);
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
      if (await this.serve(request, reply)) return false;
      return true;
    }
    const done = new Promise<void>((resolve) => reply.raw.once('close', resolve));
    this.filling.set(key, done);
    void done.then(() => {
      if (this.filling.get(key) === done) this.filling.delete(key);
    });
    return true;
  }

  /**
   * Keeps a 200 answer (unless the catalogue changed since `before`); returns what to send instead of `payload`.
   * `availability`: the answer also reads the rooms taken per night, so a booking makes it stale.
   */
  async store(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: string,
    before: Generations,
    { availability = false, key = request.url }: { availability?: boolean; key?: string } = {},
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
      cacheControl: availability ? AVAILABILITY_CACHE_CONTROL : CATALOGUE_CACHE_CONTROL,
      availability,
      generations: before,
      day: indianDay(now),
      expiresAt: now + MAX_AGE_MS,
      bytes: 2 * Buffer.byteLength(payload) + 512,
    };
    if (this.isCurrent(entry) && entry.bytes < MAX_BYTES / 8) this.add(key, entry);
    return send(entry, request, reply);
  }

  private isCurrent(entry: Entry): boolean {
    const now = Date.now();
    return (
      entry.generations.catalogue === this.generations.catalogue &&
      (!entry.availability || entry.generations.availability === this.generations.availability) &&
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
      if (this.bytes <= MAX_BYTES) break;
      this.remove(k, e);
    }
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/** Writes a kept answer: its headers, its tag, and the body in the client's encoding (or 304). Returns the bytes sent. */
async function send(entry: Entry, request: FastifyRequest, reply: FastifyReply): Promise<Buffer | null> {
  reply.header('etag', entry.answer.etag);
  reply.header('cache-control', entry.cacheControl);
  reply.header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], entry.answer.etag)) {
    reply.code(304);
    return null;
  }
  const { encoding, bytes } = await entry.answer.forClient(request.headers['accept-encoding']);
  reply.headers(entry.headers);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return bytes;
}
