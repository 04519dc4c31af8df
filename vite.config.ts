import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorkerPlugin } from './scripts/service-worker-build.js';

const root = fileURLToPath(new URL('.', import.meta.url));

// The API server (npm run dev:server) listens on 3000; in development the web app reaches it
// through this proxy so every request stays same-origin, exactly as in production.
const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

export default defineConfig({
  root,
  // The service worker is built last, from the files the build wrote (offline app).
  plugins: [react(), tailwindcss(), serviceWorkerPlugin()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    // src/server/web/static-files.ts serves this folder and caches assets/ forever.
    outDir: 'dist/web',
    emptyOutDir: true,
    assetsDir: 'assets',
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
