import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

// The API server (npm run dev:server) listens on 3000; in development the web app reaches it
// through this proxy so every request stays same-origin, exactly as in production.
const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

export default defineConfig({
  root,
  plugins: [react(), tailwindcss()],
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
