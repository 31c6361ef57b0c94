import { existsSync } from 'node:fs';

// Debian's Chromium (Playwright's own browser download is not available on every machine).
// Journeys run in its headless shell where installed (`chromium-headless-shell`, faster: the same
// engine without the full browser's window machinery). CHROMIUM_PATH names another browser.
const FULL_BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--disable-quic',
];

function launchOptionsFor(executablePath: string | undefined) {
  return { ...(executablePath ? { executablePath } : {}), args: ARGS };
}

const fullBrowser = process.env.CHROMIUM_PATH ?? FULL_BROWSERS.find((path) => existsSync(path));

/** How every journey's browser starts. */
export const launchOptions = launchOptionsFor(
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : fullBrowser),
);

/**
 * The full browser, headless, for journeys that read back what the browser itself shows (a service
 * worker's notifications, which the headless shell never keeps), and for the benches.
 */
export const fullBrowserLaunchOptions = launchOptionsFor(
  fullBrowser ?? launchOptions.executablePath,
);
