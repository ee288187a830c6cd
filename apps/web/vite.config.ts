import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss()],
  resolve: { alias: preactCompat },
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
            codeSplitting: { groups: [{ name: 'app', tags: ['$initial'], test: (id) => !/\/(?:index\.html|src\/main\.tsx)$/.test(id) }] },
          },
    },
  },
}));
