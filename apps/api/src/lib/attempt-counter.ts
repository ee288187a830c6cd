import type { Redis } from 'ioredis';

/**
 * Counts attempts per key over a fixed window, atomically: `hit` adds one and answers the new count in a
 * single step, so a caller that decides on that answer cannot be raced by parallel requests. Shared
 * through Redis when several API processes run; in memory otherwise (one process).
 */
export interface AttemptCounter {
  /** Adds one attempt; answers the count including it and how long until the window ends. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Takes one attempt back (one that turned out not to count); never below zero. */
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

const MAX_MEMORY_KEYS = 100_000;

export function memoryAttemptCounter(now = () => Date.now()): AttemptCounter {
  const entries = new Map<string, { n: number; until: number }>();
  const live = (key: string) => {
    const e = entries.get(key);
    if (e && e.until <= now()) entries.delete(key);
    return entries.get(key);
  };
  // Each method does its whole read-modify-write before its first await: one JavaScript turn, atomic.
  return {
    async hit(key, windowMs) {
      const e = live(key) ?? { n: 0, until: now() + windowMs };
      e.n += 1;
      entries.set(key, e);
      if (entries.size > MAX_MEMORY_KEYS) entries.delete(entries.keys().next().value!);
      return { count: e.n, resetInMs: e.until - now() };
    },
    async undo(key) {
      const e = live(key);
      if (e && --e.n <= 0) entries.delete(key);
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}

// Decrements only a key that still exists, so an undo after the window ended cannot leave a key without expiry.
const UNDO = `if redis.call('exists', KEYS[1]) == 1 then
  if redis.call('decr', KEYS[1]) <= 0 then redis.call('del', KEYS[1]) end
end
return 0`;

export function redisAttemptCounter(redis: Redis, prefix = 'raahi:attempts:'): AttemptCounter {
  return {
    async hit(key, windowMs) {
      const k = prefix + key;
      const results = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
      if (!results) throw new Error('attempt counter: the Redis transaction was aborted');
      const [[incrErr, count], , [, ttl]] = results as [[Error | null, number], unknown, [Error | null, number]];
      if (incrErr) throw incrErr;
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async undo(key) {
      await redis.eval(UNDO, 1, prefix + key);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
