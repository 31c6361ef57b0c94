import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const setupFailOnConsoleError = fileURLToPath(
  new URL('./src/test/fail-on-console-error.ts', import.meta.url),
);
const setupWeb = fileURLToPath(new URL('./src/test/web-setup.ts', import.meta.url));

// Vitest's default leaves a core idle on a two-core machine; the tests are CPU-bound.
const CORES = Math.max(2, availableParallelism());

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          // rules, contract schemas, server units, the build and the bench helpers: no DOM needed
          name: 'unit',
          include: [
            'src/contract/**/*.test.ts',
            'src/server/**/*.unit.test.ts',
            'src/build/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: [setupFailOnConsoleError],
          maxWorkers: CORES,
        },
      },
      {
        extends: true,
        test: {
          // components, hooks and the web's own modules, in a DOM (one per test file); a VM
          // context per file instead of a process loads jsdom once per worker: three times faster
          name: 'unit-web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          pool: 'vmThreads',
          setupFiles: [setupFailOnConsoleError, setupWeb],
          maxWorkers: CORES,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          exclude: ['src/server/**/*.unit.test.ts'],
          environment: 'node',
          setupFiles: [setupFailOnConsoleError],
          globalSetup: [
            fileURLToPath(new URL('./src/test/database-global-setup.ts', import.meta.url)),
            fileURLToPath(new URL('./src/test/push-certificate-global-setup.ts', import.meta.url)),
          ],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
    ],
  },
});
