import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const setupFailOnConsoleError = fileURLToPath(
  new URL('./src/test/fail-on-console-error.ts', import.meta.url),
);
const setupWeb = fileURLToPath(new URL('./src/test/web-setup.ts', import.meta.url));

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/contract/**/*.test.ts',
            'src/web/**/*.test.{ts,tsx}',
            'src/server/**/*.unit.test.ts',
            'src/build/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'jsdom',
          setupFiles: [setupFailOnConsoleError, setupWeb],
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
