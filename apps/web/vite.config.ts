import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
  // the manifest lets scripts/bundle-report.mjs measure each route's first load
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true },
});
