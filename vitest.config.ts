import { defineConfig } from 'vitest/config';

// Files named *.pg.test.ts are about concurrency and locking: meaningful only on real PostgreSQL,
// so they are part of the run only when TEST_DATABASE_URL names one. Likewise *.redis.test.ts and TEST_REDIS_URL;
// *.cluster.test.ts need both.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const withRedis = Boolean(process.env.TEST_REDIS_URL);

export default defineConfig({
  test: {
    include: ['apps/*/test/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
    exclude: [
      '**/node_modules/**',
      ...(onPostgres ? [] : ['**/*.pg.test.ts']),
      ...(withRedis ? [] : ['**/*.redis.test.ts']),
      // several real processes on PostgreSQL, Redis and S3 behind HAProxy, or behind nginx: their own step in scripts/test.mjs
      ...(onPostgres && withRedis ? [] : ['**/*.cluster.test.ts']),
    ],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // files run in a new order every time, so one that relies on another's data fails early
    sequence: { shuffle: { files: true, tests: false } },
    maxWorkers: 2,
  },
});
