import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server `npm start` runs; the dev server forwards /api to it so cookies stay same-origin. */
const API_TARGET = 'http://127.0.0.1:3000';

// Vite only reads a default export from its config file.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Mantine alone is above Vite's 500 kB warning; pages are split by route, so the warning is noise.
    chunkSizeWarningLimit: 1000,
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      // The realtime websocket (Pusher protocol at /app/{key}) is the API server's too.
      '^/app/': { target: API_TARGET, ws: true, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '^/app/': { target: API_TARGET, ws: true, changeOrigin: false },
    },
  },
});
