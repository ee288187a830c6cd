import type { Redis } from 'ioredis';

/** Counts events per key over a fixed window; shared through Redis when several API processes run. */
export interface AttemptCounter {
  count(key: string): Promise<number>;
  hit(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export function memoryAttemptCounter(windowMs: number, now = () => Date.now()): AttemptCounter {
  const entries = new Map<string, { n: number; until: number }>();
  const live = (key: string) => {
    const e = entries.get(key);
    if (e && e.until <= now()) entries.delete(key);
    return entries.get(key);
  };
  return {
    async count(key) {
      return live(key)?.n ?? 0;
    },
    async hit(key) {
      const e = live(key) ?? { n: 0, until: now() + windowMs };
      e.n += 1;
      entries.set(key, e);
      if (entries.size > 100_000) entries.delete(entries.keys().next().value!);
      return e.n;
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}

export function redisAttemptCounter(redis: Redis, windowMs: number, prefix = 'raahi:attempts:'): AttemptCounter {
  return {
    async count(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async hit(key) {
      const [[, n]] = (await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, 'NX')
        .exec()) as [[unknown, number]];
      return n;
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}
