// When the catalogue changes, and how every process hears of it (docs/decisions/0015-request-path-and-catalogue-cache.md).
import { randomBytes } from 'node:crypto';
import * as bookingRows from '@raahi/contract/bookings';
import type { EndpointDef } from '@raahi/contract/endpoint';
import * as enquiryRows from '@raahi/contract/enquiries';
import * as uploadRows from '@raahi/contract/upload';
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

const rowsOf = (m: object) =>
  new Set(Object.values(m).filter((v): v is EndpointDef => typeof v === 'object' && v !== null && 'path' in v && 'access' in v));
const BOOKING_ROWS = rowsOf(bookingRows);
/** the account's own calls, picture uploads and enquiries change nothing the public catalogue shows */
const UNRELATED_ROWS = new Set([...rowsOf(userRows), ...rowsOf(uploadRows), ...rowsOf(enquiryRows)]);

/**
 * What a successful call of a row may have changed. Any other write counts as a catalogue change, so a row
 * added to the back-office later invalidates by default (a wasted cache is cheaper than a stale one).
 */
export function scopesChangedBy(e: EndpointDef): Scope[] {
  if (e.method === 'GET' || UNRELATED_ROWS.has(e)) return [];
  if (BOOKING_ROWS.has(e)) return ['availability'];
  return ['catalogue'];
}

export type ChangeFeed = {
  /** tells this process at once, then every other one (before the caller answers its client) */
  publish(scopes: Scope[]): Promise<void>;
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
  onChange: (scopes: Scope[]) => void;
}): Promise<ChangeFeed> {
  const { notifications, redis, log, onChange } = opts;
  const self = randomBytes(8).toString('hex');
  const everything = () => onChange(['catalogue', 'availability']);
  const receive = (message: string) => {
    const [from, list = ''] = message.split(' ');
    if (from === self) return;
    const scopes = list.split(',').filter((s): s is Scope => s === 'catalogue' || s === 'availability');
    if (scopes.length) onChange(scopes);
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
    async publish(scopes) {
      if (!scopes.length) return;
      onChange(scopes);
      try {
        await send(`${self} ${scopes.join(',')}`);
      } catch (err) {
        // the write itself succeeded; other processes catch up when their entries expire
        log.warn({ err }, 'could not tell other processes that the catalogue changed');
      }
    },
    close: stop,
  };
}
