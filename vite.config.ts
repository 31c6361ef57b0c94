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
      // with strictExecutionOrder Rolldown also checks the stylesheet's module for a source map,
      // which Tailwind's plugin does not give; no code of it reaches the JavaScript
      onLog(level, log, defaultHandler) {
        if (log.code === 'SOURCEMAP_BROKEN' && log.plugin === '@tailwindcss/vite:generate:build')
          return;
        defaultHandler(level, log);
      },
      output: {
        // a shared file runs only the modules the screen imports, not every screen's schemas
        // (docs/decisions.md, "A shared file runs what the screen imports")
        strictExecutionOrder: true,
        // few files before a screen renders: on a phone's signal every file costs a round trip,
        // more than its bytes (docs/decisions.md, "Few files before a screen renders")
        codeSplitting: {
          groups: [
            // everything the first screen imports, in one file index.html loads beside the entry
            { name: 'first-screen', tags: ['$initial'], priority: 1 },
            // zod, for the screens that parse what they read
            { name: 'schemas', test: /node_modules\/zod\// },
            // the Radix parts and icons of the screens after the first
            { name: 'ui', test: /node_modules\/(?:@radix-ui|lucide-react)\// },
            // the small modules (up to 3 kB) that several screens share, with what they import
            { name: 'screens-shared', test: /src\//, minShareCount: 2, maxModuleSize: 3000 },
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
