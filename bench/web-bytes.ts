// Measures what a phone downloads to open the home page: the JavaScript (and CSS) the signed-in
// customer's home loads in Chromium, then each file fetched again as a phone asks for it
// (Accept-Encoding: br, gzip), as gzip only, and uncompressed; prints the bytes on the wire.
// Usage: start the app (npm start), then `node --import tsx bench/web-bytes.ts [origin]`.
import { chromium } from '@playwright/test';
import { fullBrowserLaunchOptions } from '../e2e/browsers';
import { DEMO_PASSWORD } from '../src/contract/demo';

const origin = process.argv[2] ?? 'http://127.0.0.1:3000';

/** The script and style files the home page loads, signed in as the demo customer. */
async function homePageFiles(): Promise<string[]> {
  const browser = await chromium.launch(fullBrowserLaunchOptions);
  try {
    const context = await browser.newContext({
      baseURL: origin,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      serviceWorkers: 'block',
    });
    await context.addInitScript(() => localStorage.setItem('CurtainCall.splashSeen', '1'));
    const login = await context.request.post('/api/auth/login', {
      data: { email: 'customer@curtaincall.test', password: DEMO_PASSWORD },
      headers: { Origin: origin },
    });
    if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
    const page = await context.newPage();
    const files = new Set<string>();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') files.add(response.url());
    });
    // the app keeps a live socket and a connection check, so 'networkidle' may never come: wait
    // for the home's heading, then for the files a moment after it asks for
    await page.goto('/', { waitUntil: 'load' });
    await page.getByRole('heading', { name: 'Featured Near You' }).waitFor();
    await page.waitForTimeout(2000);
    return [...files];
  } finally {
    await browser.close();
  }
}

/** Bytes of the body as sent (before any decoding) for one Accept-Encoding. */
async function wireBytes(url: string, acceptEncoding: string): Promise<number> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { headers: { 'Accept-Encoding': acceptEncoding } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const files = await homePageFiles();
const rows: { file: string; brGzip: number; gzip: number; identity: number }[] = [];
for (const url of files) {
  rows.push({
    file: new URL(url).pathname,
    brGzip: await wireBytes(url, 'br, gzip'),
    gzip: await wireBytes(url, 'gzip'),
    identity: await wireBytes(url, 'identity'),
  });
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (key: 'brGzip' | 'gzip' | 'identity', ending: string) =>
  rows.filter((row) => row.file.endsWith(ending)).reduce((sum, row) => sum + row[key], 0);
console.log(`home page of ${origin} (signed-in customer, 390 px phone)`);
for (const row of rows)
  console.log(
    `${row.file.padEnd(44)} br,gzip ${kb(row.brGzip).padStart(9)}  gzip ${kb(row.gzip).padStart(9)}  none ${kb(row.identity).padStart(9)}`,
  );
for (const ending of ['.js', '.css'])
  console.log(
    `total ${ending.padEnd(5)} (${rows.filter((row) => row.file.endsWith(ending)).length} files) br,gzip ${kb(total('brGzip', ending))}  gzip ${kb(total('gzip', ending))}  none ${kb(total('identity', ending))}`,
  );
