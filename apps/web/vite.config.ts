import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preloadHomeRoute } from './build/preload-home-route.ts';

const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadHomeRoute('src/app/routes/home/home-page.tsx')],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
      '/dev': { target: apiTarget, changeOrigin: true, ws: true },
      '/ws': { target: apiTarget, changeOrigin: true, ws: true },
      // The sandbox payment provider's checkout page (server-rendered, decision 49).
      '/pay/': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically in one file: on a slow link each request costs a
        // round trip, and six connections turn two dozen small preloads into four waves of them.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
});
