import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routePreloads } from './build/route-preloads.ts';

const apiTarget = 'http://localhost:3000';
const routeTable = ['main-routes.tsx', 'outside-routes.tsx'].map((file) =>
  fileURLToPath(new URL(`./src/app/route-table/${file}`, import.meta.url)),
);

export default defineConfig(({ isSsrBuild }) => ({
  // The server-rendering build (entry-server.tsx, decision 115) needs neither the route preloads
  // file nor the browser's chunk groups; it bundles the contract, whose package exports TypeScript.
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [routePreloads(routeTable)])],
  ssr: { noExternal: ['@ibh/contract'] },
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
  build: isSsrBuild
    ? { outDir: 'dist/.ssr', sourcemap: false, copyPublicDir: false }
    : {
        outDir: 'dist',
        manifest: true,
        sourcemap: false,
        rolldownOptions: {
          output: {
            // Everything the entry imports statically in one file: on a slow link each request costs a
            // round trip, and six connections turn two dozen small preloads into four waves of them.
            codeSplitting: {
              groups: [
                { name: 'initial', tags: ['$initial'], priority: 2 },
                // Every lucide icon in one chunk (10 KB): a page used to fetch a dozen or more icon
                // files of a few hundred bytes each, a 562 ms round trip per wave of six (decision 110).
                { name: 'icons', test: /[/]node_modules[/]lucide-react[/]/, priority: 1 },
              ],
            },
          },
        },
      },
}));
