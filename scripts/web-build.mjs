// Builds the web app (Vite: the client, then the server entry for server rendering; then pre-compression) and stamps the build with a hash of everything it is
// made from. `--if-stale` (used by `npm start`) skips the build when the stamp matches, so a restart of
// an installed checkout does not spend 10–20 s rebuilding what has not changed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const stampFile = path.join(dist, '.build-stamp');
// what the build reads: the web app, the contract it imports, and the locked dependency versions
const inputs = ['apps/web', 'packages/contract/src', 'packages/contract/package.json', 'package-lock.json'];
const skip = new Set(['dist', 'dist-server', 'node_modules']);

function files(rel) {
  const abs = path.join(root, rel);
  if (!fs.statSync(abs).isDirectory()) return [rel];
  return fs
    .readdirSync(abs, { withFileTypes: true })
    .filter((e) => !skip.has(e.name))
    .flatMap((e) => files(path.join(rel, e.name)));
}

/** A hash of the inputs' paths and contents (contents, not times: a fresh checkout changes every mtime). */
function sourceHash() {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(files).sort())
    hash
      .update(`${file}\0`)
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

const started = Date.now();
const current = sourceHash();
const stamp = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : '';
const built = fs.existsSync(path.join(dist, 'index.html')) && fs.existsSync(path.join(root, 'apps/web/dist-server/entry-server.js'));
if (process.argv.includes('--if-stale') && stamp === current && built) {
  console.log(`Web build is current (checked in ${Date.now() - started} ms).`);
  process.exit(0);
}
const r = spawnSync('npm', ['run', 'build', '--silent', '-w', '@raahi/web'], { cwd: root, stdio: 'inherit' });
if (r.status !== 0) process.exit(r.status ?? 1);
fs.writeFileSync(stampFile, `${current}\n`);
