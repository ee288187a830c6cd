// `npm test`: the checks (lint, formatting, types), then the API suite on the embedded database, again on
// PostgreSQL when TEST_DATABASE_URL is set, then the browser journeys when a Chromium is found.
// Stops at the first step that fails, saying which. Ends with one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'test-results');
fs.mkdirSync(out, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const strict = process.env.CI === 'true';
let passed = 0;
let failed = 0;
const notRun = [];

function finish(code) {
  if (notRun.length) console.log(`\nNot run:\n${notRun.map((s) => `  - ${s}`).join('\n')}`);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(code);
}

/** Runs one step; on failure stops everything with a line that names the step. */
function step(label, cmd, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    failed += 1;
    console.log(`\nSTOPPED: ${label} failed (exit ${r.status ?? r.signal}).`);
    finish(1);
  }
}

function vitest(label, env, file, only = []) {
  fs.rmSync(file, { force: true });
  const run = () =>
    step(
      only.length ? label : `API and unit tests on ${label}`,
      bin('vitest'),
      ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...only],
      env,
    );
  try {
    run();
  } finally {
    if (fs.existsSync(file)) {
      const j = JSON.parse(fs.readFileSync(file, 'utf8'));
      passed += j.numPassedTests;
      failed += j.numFailedTests;
    }
  }
}

step('Lint (ESLint)', bin('eslint'), ['.', '--max-warnings=0']);
step('Formatting (Prettier)', bin('prettier'), ['--check', '--log-level=warn', '.']);
step('Types (tsc)', 'npm', ['run', '--silent', 'typecheck']);

vitest('the embedded database (PGlite)', { TEST_DATABASE_URL: '' }, path.join(out, 'vitest-pglite.json'));
if (!process.env.TEST_REDIS_URL) notRun.push('shared rate-limit tests: set TEST_REDIS_URL=redis://127.0.0.1:6379');
if (process.env.TEST_DATABASE_URL) {
  vitest('PostgreSQL', { TEST_REDIS_URL: '' }, path.join(out, 'vitest-postgres.json'));
} else {
  notRun.push('the suite and the concurrency tests on PostgreSQL: set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres');
}

const haproxy = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
if (process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL && fs.existsSync(haproxy)) {
  vitest(
    'Several processes: three API processes on PostgreSQL, Redis and S3 behind HAProxy; nginx in front of one',
    {},
    path.join(out, 'vitest-cluster.json'),
    ['.cluster.test.ts'],
  );
} else {
  notRun.push(
    'three API processes behind HAProxy, nginx in front of one: set TEST_DATABASE_URL and TEST_REDIS_URL, and apt-get install haproxy nginx-light',
  );
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(chromium)) {
  step('Web build', 'npm', ['run', 'build', '--silent']);
  const file = path.join(out, 'e2e.json');
  fs.rmSync(file, { force: true });
  console.log('\n=== Browser journeys (Playwright, Chromium) ===');
  const r = spawnSync(bin('playwright'), ['test'], { cwd: root, stdio: 'inherit', env: process.env });
  const s = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).stats : undefined;
  if (s) {
    passed += s.expected;
    failed += s.unexpected + (s.flaky ?? 0);
  }
  if (r.status !== 0 || !s || s.unexpected + (s.flaky ?? 0) > 0 || s.expected === 0) {
    if (!s) failed += 1;
    console.log('\nSTOPPED: the browser journeys failed.');
    finish(1);
  }
} else {
  notRun.push(`browser journeys: no Chromium at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH)`);
}

finish(strict && notRun.length ? 1 : 0);
