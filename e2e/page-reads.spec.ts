import type { Page, Request } from '@playwright/test';
import { expect, test, waitForApp, waitForServiceWorker } from './fixtures';
import { QUEUE_MARKER_HEADER } from '../src/web/lib/offline/queued-reply';

// A customer's page asks for its first reads with the page load (the server's Link
// header), beside the script; the app takes those answers, so each read goes over the network once,
// and it is the preload's request (the app's own requests carry the offline marker).

type PageWithReads = { path: string; reads: string[]; ready: (page: Page) => Promise<void> };

const heading = (name: string) => (page: Page) =>
  expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

const PAGES: PageWithReads[] = [
  {
    path: '/',
    reads: ['/api/vendors', '/api/events/current', '/api/orders/recent'],
    ready: (page) => expect(page.getByText('Curtain Call Burgers').first()).toBeVisible(),
  },
  {
    path: '/search',
    reads: ['/api/vendors'],
    ready: (page) => expect(page.getByText('Curtain Call Burgers').first()).toBeVisible(),
  },
  {
    path: '/vendor/1',
    reads: ['/api/vendors/1', '/api/vendors/1/menu', '/api/events/current'],
    ready: async (page) => {
      await heading('Curtain Call Burgers')(page);
      await expect(page.getByText('Encore Smash Burger').first()).toBeVisible();
    },
  },
  { path: '/orders', reads: ['/api/orders'], ready: heading('Your Orders') },
];

/** Every /api/ GET the page sends, by path. */
function recordReads(page: Page): Map<string, Request[]> {
  const reads = new Map<string, Request[]>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() !== 'GET' || !pathname.startsWith('/api/')) return;
    reads.set(pathname, [...(reads.get(pathname) ?? []), request]);
  });
  return reads;
}

async function expectEachReadOnce(page: Page, reads: Map<string, Request[]>, at: PageWithReads) {
  reads.clear();
  const response = await page.goto(at.path);
  expect(response?.headers().link, at.path).toContain(`<${at.reads[0]}>; rel=preload`);
  await waitForApp(page);
  await at.ready(page);
  for (const url of at.reads) {
    await expect.poll(() => reads.get(url)?.length ?? 0, `${at.path}: ${url}`).toBe(1);
    const [request] = reads.get(url) ?? [];
    // the preload's own request: the app's fetch took its answer instead of sending another
    expect(await request?.headerValue(QUEUE_MARKER_HEADER), `${at.path}: ${url}`).toBeNull();
  }
  // and did not send it later either (the offline prefetch skips what the page just read)
  await page.waitForTimeout(500);
  for (const url of at.reads) expect(reads.get(url)?.length, `${at.path}: ${url}`).toBe(1);
}

test("[customer] each page's first reads go out once, with the page load", async ({
  page,
  loginAs,
}) => {
  await loginAs('customer');
  const reads = recordReads(page);
  for (const at of PAGES) await expectEachReadOnce(page, reads, at);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test("[customer] a page load through the service worker still preloads the page's reads", async ({
    page,
    openAs,
  }) => {
    await openAs('customer', '/profile');
    await waitForServiceWorker(page);
    const reads = recordReads(page);
    for (const at of PAGES) await expectEachReadOnce(page, reads, at);
  });
});
