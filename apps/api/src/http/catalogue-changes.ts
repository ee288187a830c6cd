// When the catalogue changes, and how every process hears of it (docs/decisions/0015-request-path-and-catalogue-cache.md).
import { randomBytes } from 'node:crypto';
import * as bookingRows from '@raahi/contract/bookings';
import type { EndpointDef } from '@raahi/contract/endpoint';
import * as enquiryRows from '@raahi/contract/enquiries';
import { createPaymentOrder, paymentWebhook, verifyPayment } from '@raahi/contract/payments';
import { getQuote } from '@raahi/contract/quote';
import * as uploadRows from '@raahi/contract/upload';
import * as accountAccessRows from '@raahi/contract/account-access';
import * as userRows from '@raahi/contract/users';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Notifications } from '../db/notifications.ts';

/**
 * What a cached answer depends on: `catalogue`, the listings, blogs, offers and categories (changed by the
 * back-office), and `availability`, the rooms taken per night (changed by bookings), which only a hotel
 * search with dates reads.
 */
export type Scope = 'catalogue' | 'availability';

/** Nights [from, to) of some hotel whose rooms taken moved (dates as YYYY-MM-DD). */
export type Nights = { from: string; to: string };

/**
 * What a write changed: a scope, or, narrower than `availability`, some nights (a new hotel booking): only
 * the hotel searches whose stay shares a night with them read it.
 */
export type Change = Scope | { nights: Nights };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** on the wire: `catalogue`, `availability`, or `nights:2026-12-01:2026-12-03` */
const encode = (c: Change) => (typeof c === 'string' ? c : `nights:${c.nights.from}:${c.nights.to}`);
function decode(text: string): Change {
  if (text === 'catalogue' || text === 'availability') return text;
  const [tag, from = '', to = ''] = text.split(':');
  // an unknown word from a newer process counts as a change of everything it could be
  if (tag !== 'nights') return 'catalogue';
  return DATE.test(from) && DATE.test(to) ? { nights: { from, to } } : 'availability';
}

const rowsOf = (m: object) =>
  new Set(Object.values(m).filter((v): v is EndpointDef => typeof v === 'object' && v !== null && 'path' in v && 'access' in v));
/**
 * Bookings, and payments, which (captured after its hold ran out) may bring a cancelled booking back or
 * (a reschedule's difference) move it: they move the rooms taken per night and nothing else a public answer
 * shows. A payment that only confirms a booking moves nothing (its rooms were held already): its route says
 * so (`changed([])`, payments.routes.ts).
 */
const AVAILABILITY_ROWS = new Set<EndpointDef>([...rowsOf(bookingRows), verifyPayment, paymentWebhook]);
/**
 * The account's own calls, picture uploads, enquiries, a price quote (computed, never stored) and a
 * payment order (the gateway's order for a booking) change nothing the public catalogue shows. A quote
 * is open to anyone: counted as a catalogue change, every visitor pricing a stay emptied the cache of
 * every process (issue 11's "cached answers at tens a second").
 */
const UNRELATED_ROWS = new Set<EndpointDef>([
  ...rowsOf(userRows),
  ...rowsOf(accountAccessRows),
  ...rowsOf(uploadRows),
  ...rowsOf(enquiryRows),
  getQuote,
  createPaymentOrder,
]);

/**
 * What a successful call of a row may have changed. Any other write counts as a catalogue change, so a row
 * added to the back-office later invalidates by default (a wasted cache is cheaper than a stale one).
 */
export function scopesChangedBy(e: EndpointDef): Scope[] {
  if (e.method === 'GET' || UNRELATED_ROWS.has(e)) return [];
  if (AVAILABILITY_ROWS.has(e)) return ['availability'];
  return ['catalogue'];
}

export type ChangeFeed = {
  /** tells this process at once, then every other one (before the caller answers its client) */
  publish(changes: Change[]): Promise<void>;
  close(): Promise<void>;
};

const CHANNEL = 'raahi_catalogue';

/**
 * Carries changes between processes: Redis pub/sub when REDIS_URL is set (it also works where LISTEN does
 * not, behind a transaction-pooling PgBouncer), else the database's own notifications (NOTIFY/LISTEN on
 * PostgreSQL, in-process for PGlite). A lost subscription is re-made, and everything counts as changed.
 */
export async function openChangeFeed(opts: {
  notifications: Notifications;
  redis: Redis | undefined;
  log: FastifyBaseLogger;
  onChange: (changes: Change[]) => void;
}): Promise<ChangeFeed> {
  const { notifications, redis, log, onChange } = opts;
  const self = randomBytes(8).toString('hex');
  const everything = () => onChange(['catalogue', 'availability']);
  const receive = (message: string) => {
    const [from, list = ''] = message.split(' ');
    if (from === self) return;
    const changes = list.split(',').filter(Boolean).map(decode);
    if (changes.length) onChange(changes);
  };

  let send: (message: string) => Promise<unknown>;
  let stop: () => Promise<void>;
  if (redis) {
    const subscriber = redis.duplicate();
    subscriber.on('message', (channel: string, message: string) => channel === CHANNEL && receive(message));
    let subscribed = false;
    let readyOnce = false;
    // not awaited: a Redis that is down at start must not stop the process (readiness reports it instead)
    const subscribe = () =>
      subscriber.subscribe(CHANNEL).then(
        () => void (subscribed = true),
        (err: unknown) => log.warn({ err }, 'catalogue change feed (Redis): not subscribed yet'),
      );
    subscriber.on('ready', () => {
      // ioredis subscribes again after a reconnection; what was published meanwhile is lost
      if (readyOnce) everything();
      readyOnce = true;
      if (!subscribed) void subscribe();
    });
    subscriber.on('error', (err: Error) => log.warn({ err }, 'catalogue change feed (Redis)'));
    void subscribe();
    send = (message) => redis.publish(CHANNEL, message);
    stop = async () => void subscriber.disconnect();
  } else {
    stop = await notifications.subscribe(CHANNEL, receive, everything);
    send = (message) => notifications.notify(CHANNEL, message);
  }

  return {
    async publish(changes) {
      if (!changes.length) return;
      onChange(changes);
      try {
        await send(`${self} ${changes.map(encode).join(',')}`);
      } catch (err) {
        // the write itself succeeded; other processes catch up when their entries expire
        log.warn({ err }, 'could not tell other processes that the catalogue changed');
      }
    },
    close: stop,
  };
}
