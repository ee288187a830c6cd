import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
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
    // the server build is one file: the API re-imports it after a rebuild (and once per app), which
    // would give chunks shared with an older copy two instances of the same module
    rollupOptions: isSsrBuild
      ? { output: { inlineDynamicImports: true } }
      : // what the entry imports, one file: on HTTP/1.1 a browser fetches six at a time, and twenty-two small
        // chunks in front of the first page's picture kept it waiting
        {
          output: {
            codeSplitting: { groups: [{ name: 'app', tags: ['$initial'], test: (id) => !/\/(?:index\.html|src\/main\.tsx)$/.test(id) }] },
          },
        },
  },
}));
