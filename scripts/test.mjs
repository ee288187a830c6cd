// `npm test`: the API suite on the embedded database, again on PostgreSQL when TEST_DATABASE_URL is set,
// then the browser journeys when a Chromium is found. Ends with one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const results = fs.mkdirSync(path.join(root, 'test-results'), { recursive: true }) ?? path.join(root, 'test-results');
const out = path.join(root, 'test-results');
const strict = process.env.CI === 'true';
let passed = 0;
let failed = 0;
let exitCode = 0;
void results;

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) exitCode = 1;
  return r.status;
}

function countVitest(file) {
  if (!fs.existsSync(file)) return void (failed += 1);
  const j = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += j.numPassedTests;
  failed += j.numFailedTests + (j.numTotalTestSuites === 0 ? 1 : 0);
}

function vitest(label, env, file) {
  console.log(`\n=== API and unit tests on ${label} ===`);
  fs.rmSync(file, { force: true });
  run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env);
  countVitest(file);
}

vitest('the embedded database (PGlite)', { TEST_DATABASE_URL: '' }, path.join(out, 'vitest-pglite.json'));
if (!process.env.TEST_REDIS_URL) {
  console.log('\nShared rate-limit tests not run: set TEST_REDIS_URL=redis://127.0.0.1:6379 to run them.');
  if (strict) exitCode = 1;
}
if (process.env.TEST_DATABASE_URL) {
  vitest('PostgreSQL', { TEST_REDIS_URL: '' }, path.join(out, 'vitest-postgres.json'));
} else {
  console.log('\nPostgreSQL tests not run: set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres to run the suite and the concurrency tests on PostgreSQL.');
  if (strict) exitCode = 1;
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (fs.existsSync(chromium)) {
  console.log('\n=== Browser journeys (Playwright, Chromium) ===');
  if (run('npm', ['run', 'build', '--silent']) === 0) {
    const file = path.join(out, 'e2e.json');
    fs.rmSync(file, { force: true });
    run(bin('playwright'), ['test']);
    if (fs.existsSync(file)) {
      const s = JSON.parse(fs.readFileSync(file, 'utf8')).stats;
      passed += s.expected;
      failed += s.unexpected + (s.flaky ?? 0);
      if (s.expected + s.unexpected === 0) failed += 1;
    } else failed += 1;
  } else failed += 1;
} else {
  console.log(`\nBrowser journeys SKIPPED: no Chromium at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH).`);
  if (strict) exitCode = 1;
}

if (failed > 0) exitCode = 1;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(exitCode);
