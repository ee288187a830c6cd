import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { defineConfig, type Plugin } from 'vite';
import { sharedChunks } from './page-chunks.ts';
import { MODULES_ID } from './src/app/server-data.ts';

// The app is written against React's API and runs on Preact's compatibility layer (decision 0034): about
// 50 KB gzip less on every first load. The type checker still reads @types/react.
const preactCompat = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
];

// React Router's package exports only its development build to bundlers; the production build beside it is
// the same code without the warnings meant for a developer (0.5 KB gzip less on every first load)
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProduction = { find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist/production/index.mjs') };

/** What the entry imports, one chunk (see codeSplitting below). */
const APP_CHUNK = 'app';

/**
 * The document names public/assets/after-paint.js instead of the entry and its modulepreloads (decision 0036):
 * it asks for them once a server-rendered page (one with the list named MODULES_ID) has painted. Served from
 * /assets/ (cached for good), so its address carries a hash of its text.
 */
function scriptsAfterPaint(): Plugin {
  // served from /assets/ and cached for good: their addresses carry a hash of their text
  const versioned = (file: string) =>
    `/assets/${file}?v=${createHash('sha256')
      .update(fs.readFileSync(new URL(`./public/assets/${file}`, import.meta.url)))
      .digest('hex')
      .slice(0, 12)}`;
  const src = versioned('after-paint.js');
  const warmIntl = versioned('warm-intl.js');
  return {
    name: 'raahi-scripts-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry) throw new Error('index.html: no entry script to load after paint');
        const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
        const rest = preloads.reduce((h, p) => h.replace(p[0], ''), html.replace(entry[0], ''));
        const modules = preloads.map((p) => p[1]).join(' ');
        return rest.replace(
          '</head>',
          `  <script src="${src}" data-entry="${entry[1]}" data-modules="${modules}" data-page-modules="${MODULES_ID}" data-warm-intl="${warmIntl}" defer></script>\n  </head>`,
        );
      },
    },
  };
}

/**
 * The app chunk (what every page runs first) asks V8 to compile all its functions while the file streams in,
 * on a background thread, rather than each on the main thread the first time it is called (decision 0037).
 * Only this chunk: it is large enough to be streamed and nearly all of it runs on load; a small chunk would be
 * compiled eagerly on the main thread instead. The comment must open the file, so it is added after minifying.
 */
function compileAppOnLoad(): Plugin {
  return {
    name: 'raahi-compile-app-on-load',
    apply: 'build',
    // after Vite's own additions to the chunk (its preload list opens the file otherwise)
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.name === APP_CHUNK) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      },
    },
  };
}

/**
 * The message catalogues (packages/contract/src/i18n/messages/<language>/<area>.json, ICU) are compiled by
 * Lingui here, so the browser needs no ICU parser: the compiled form is JSON too, which Vite then imports.
 */
function compileCatalogues(): Plugin {
  return {
    name: 'raahi-compile-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/i18n\/messages\/[a-z]+\/[a-z-]+\.json$/.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]));
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [compileCatalogues(), tailwindcss(), scriptsAfterPaint(), ...(isSsrBuild ? [] : [compileAppOnLoad()])],
  resolve: { alias: [...preactCompat, reactRouterProduction] },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  // the server build bundles its dependencies too, so that React Router, TanStack Query and the rest
  // import Preact through the aliases above rather than React from node_modules
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
  // the manifest lets scripts/bundle-report.mjs measure each route's first load; the server build
  // (`vite build --ssr src/entry-server.tsx --outDir dist-server`) needs neither it nor the public files
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // no polyfill for <link rel=modulepreload> (0.2 KB gzip on every first load): a browser without it (Safari
    // before 17) loads the same modules, only without the early start
    modulePreload: { polyfill: false },
    rollupOptions: {
      onLog(level, log, handler) {
        // React Router looks for React 19's useOptimistic and does without it (Preact has none); the server
        // build bundles TanStack Query, whose "use client" directives mean nothing outside React Server Components
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use client"')) return;
        handler(level, log);
      },
      // the server build is one file: the API re-imports it after a rebuild (and once per app), which
      // would give chunks shared with an older copy two instances of the same module
      output: isSsrBuild
        ? { codeSplitting: false }
        : // what the entry imports, one file: on HTTP/1.1 a browser fetches six at a time, and twenty-two small
          // chunks in front of the first page's picture kept it waiting
          {
            codeSplitting: {
              groups: [
                { name: APP_CHUNK, priority: 2, tags: ['$initial'], test: (id) => !/\/(?:index\.html|src\/main\.tsx)$/.test(id) },
                {
                  name: sharedChunks(
                    fileURLToPath(new URL('./src/main.tsx', import.meta.url)),
                    fileURLToPath(new URL('./src/app/router.tsx', import.meta.url)),
                    (id) => /\/src\/features\/[^/]+\/(?:[^/]+-page|admin-app)\.tsx$/.test(id),
                  ),
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
    },
  },
}));
