// Prints, for each public route, the gzipped JavaScript a first visit loads before the page can render:
// the entry chunk and its static imports, plus the route's lazy chunk and its static imports, plus the words
// its route loads with it (the `common` catalogue and the page's area, app/router.tsx): in English at today's
// addresses and in Hindi under /hi/ (decision 0057). Exits non-zero when a route is over its budget.
// Budget (issue 13, docs/performance.md): 100 KB gzipped per public page; the signed-in pages (/user,
// /account, /bookings) keep the earlier 170 KB.
// Usage: npm run bundle-report [-- --dist <dir>]   (builds into a temp dir unless --dist is given)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const BUDGET_KB = 100;
const SIGNED_IN_BUDGET_KB = 170;
const SIGNED_IN = new Set(['/user', '/account', '/bookings']);
// the words a page loads beside its code, as apps/web/src/lib/i18n.tsx names them
const catalogueKey = (language, area) => `../../packages/contract/src/i18n/messages/${language}/${area}.json`;
// a page's areas: its feature folder's, and those apps/web/src/app/page-areas.json adds (app/router.tsx)
const PAGE_AREAS = JSON.parse(fs.readFileSync(path.join(root, 'apps/web/src/app/page-areas.json'), 'utf8'));
const areasOf = (src) => [src.split('/')[2], ...(PAGE_AREAS[src.split('/').slice(2).join('/')] ?? [])];

// route → the module its lazy() imports, as in apps/web/src/app/router.tsx
const ROUTES = [
  ['/', 'src/features/home/home-page.tsx'],
  ['/login', 'src/features/auth/login-page.tsx'],
  ['/blog', 'src/features/blog/blog-list-page.tsx'],
  ['/blog/{id}', 'src/features/blog/blog-detail-page.tsx'],
  ['/tour', 'src/features/tours/tour-list-page.tsx'],
  ['/tour/{id}', 'src/features/tours/tour-detail-page.tsx'],
  ['/tour/{category}/{id}', 'src/features/tours/tour-category-page.tsx'],
  ['/hotel', 'src/features/hotels/hotel-home-page.tsx'],
  ['/hotel/{id}', 'src/features/hotels/hotel-detail-page.tsx'],
  ['/hotel/booking/{id}', 'src/features/hotels/hotel-booking-page.tsx'],
  ['/hotel/{category}/{id}', 'src/features/hotels/hotel-category-page.tsx'],
  ['/hotels', 'src/features/hotels/hotel-search-page.tsx'],
  ['/cab', 'src/features/cabs/cab-list-page.tsx'],
  ['/c', 'src/features/cabs/cab-list-page.tsx'],
  ['/cab/booking/{id}', 'src/features/cabs/cab-booking-page.tsx'],
  ['/user', 'src/features/account/user-dashboard-page.tsx'],
  ['/account', 'src/features/account/account-page.tsx'],
  ['/bookings', 'src/features/account/bookings-page.tsx'],
];

const distArg = process.argv.indexOf('--dist');
let dist;
if (distArg > 0) dist = path.resolve(process.argv[distArg + 1]);
else {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'raahi-bundle-'));
  console.log(`Building into ${dist} …`);
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: webDir, stdio: 'inherit' },
  );
}

const manifestPath = [path.join(dist, '.vite/manifest.json'), path.join(dist, 'manifest.json')].find((p) => fs.existsSync(p));
if (!manifestPath) {
  console.error('No Vite manifest found: set build.manifest in apps/web/vite.config.ts.');
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const gz = new Map();
const gzipSize = (file) => {
  if (!gz.has(file)) gz.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};

/** The chunk's file plus every file it imports statically, recursively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imp of chunk.imports ?? []) closure(imp, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entryFiles = closure(entryKey);
// the loader the document names first (decision 0036) is part of every first load too
if (fs.existsSync(path.join(dist, 'assets/after-paint.js'))) entryFiles.add('assets/after-paint.js');
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(6);
const entryBytes = [...entryFiles].reduce((n, f) => n + gzipSize(f), 0);
console.log(
  `\nEntry (${manifest[entryKey].file}, its static imports and the loader, ${entryFiles.size} files): ${kb(entryBytes)} KB gzipped\n`,
);
console.log('route                         route JS   words   first load   budget');
let over = 0;
const rows = [
  ...ROUTES.map(([route, src]) => [route, src, 'en']),
  // the public pages again in Hindi (the signed-in pages keep one address, in the person's language)
  ...ROUTES.filter(([route]) => !SIGNED_IN.has(route)).map(([route, src]) => [route === '/' ? '/hi/' : `/hi${route}`, src, 'hi']),
];
for (const [route, src, language] of rows) {
  if (!manifest[src]) {
    console.log(`${route.padEnd(28)}  (no chunk for ${src})`);
    over++;
    continue;
  }
  const files = closure(src, new Set(entryFiles));
  const routeOnly = [...files].filter((f) => !entryFiles.has(f)).reduce((n, f) => n + gzipSize(f), 0);
  const words = ['common', ...areasOf(src)]
    .map((area) => manifest[catalogueKey(language, area)])
    .filter((c) => c && !files.has(c.file))
    .reduce((n, c) => n + gzipSize(c.file), 0);
  const total = [...files].reduce((n, f) => n + gzipSize(f), 0) + words;
  const budget = SIGNED_IN.has(route) ? SIGNED_IN_BUDGET_KB : BUDGET_KB;
  const bad = total / 1024 > budget;
  if (bad) over++;
  console.log(
    `${route.padEnd(28)} ${kb(routeOnly)} KB ${kb(words)} KB  ${kb(total)} KB   ${bad ? `OVER ${budget} KB` : `ok (${budget} KB)`}`,
  );
}
console.log(
  over ? `\n${over} route(s) OVER BUDGET (or unmeasured).` : `\nEvery route is within its budget (public ${BUDGET_KB} KB gzipped).`,
);
process.exitCode = over ? 1 : 0;
