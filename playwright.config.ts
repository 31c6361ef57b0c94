import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './e2e/browsers';
import { E2E_PUSH_ORIGIN, E2E_WORKERS, serverOrigin } from './e2e/servers';

export const baseURL = serverOrigin(0);

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/e2e-artifacts',
  // files run in parallel, one worker per server (e2e/servers.ts); a file's tests run in order
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: 'test-results/e2e.json' }],
    ['html', { open: 'never' }],
  ],
  use: {
    baseURL,
    // the built app registers a service worker; journeys see the network as it is (a failed
    // request fails), and the offline specs opt in with test.use({ serviceWorkers: 'allow' })
    serviceWorkers: 'block',
    // a failure keeps its trace (actions, DOM snapshots, network, console) and a screenshot of
    // the end; the trace's film of screenshots is left out: filming every journey to keep a few
    // made the whole suite a third slower (same three specs: 102 s with it, 76-78 s without)
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions,
  },
  // '@phone' journeys run on both projects; '@phone-only' ones (touch gestures, the bottom bar,
  // the quick-order sheet) only on the phone.
  projects: [
    {
      name: 'phone',
      // a 390 px wide phone (iPhone 12/13/14 size) in Chromium: touch, mobile viewport meta
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        browserName: 'chromium',
        launchOptions,
      },
      grep: /@phone/,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions },
      grepInvert: /@phone-only/,
    },
  ],
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => {
    const origin = serverOrigin(index);
    return {
      command: 'node scripts/e2e-server.mjs',
      url: `${origin}/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: new URL(origin).port,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        PUSH_ENDPOINT_ORIGINS: E2E_PUSH_ORIGIN,
      },
      stdout: 'pipe' as const,
      stderr: 'pipe' as const,
    };
  }),
});
