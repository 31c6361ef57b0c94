import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './src/build/precompress.js';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

/** The app's dark background (src/web/styles/app.css), its default theme. */
const BACKGROUND = '#0b0b12';

export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    // the installable app: manifest + service worker (src/web/sw/sw.ts, registered by
    // src/web/app/service-worker.ts in production builds only)
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      includeManifestIcons: true,
      manifest: {
        name: 'CurtainCall',
        short_name: 'CurtainCall',
        description:
          'Pre-order food from vendors near the venue during the show and pick it up when it is ready.',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: BACKGROUND,
        background_color: BACKGROUND,
        categories: ['food', 'entertainment'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      // a classic script (no module service worker needed), built as quietly as the app itself
      integration: {
        configureCustomSWViteBuild: (config) => {
          config.logLevel = 'warn';
        },
      },
      injectManifest: {
        rollupFormat: 'iife',
        // the shell, every chunk (the vendor and admin screens too), icons and images
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // the features' query keys (keys.ts, a few hundred bytes each) that the live-update
          // handlers share with the screens' calls: one small chunk instead of one request each
          groups: [
            { name: 'query-keys', test: /src\/web\/features\/[\w-]+\/keys\.ts$/ },
            // zod with the contract's few-hundred-byte helpers every schema file shares (ids,
            // ticket codes, the too-long message) and zod's own small pieces (iso, coerce): one
            // chunk, not a request each before a screen that parses what it reads can render
            {
              name: 'schemas',
              test: /node_modules\/zod\/|src\/contract\/(?:ids|ticket-code|too-long-message)\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/api': { target: apiTarget },
      '/health': { target: apiTarget },
      '/ws': { target: apiTarget.replace('http', 'ws'), ws: true },
    },
  },
});
