import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './fixtures';

// A file of code several screens share runs only the modules the screen imports (vite.config.ts):
// search shares a file with the order screens' schemas and must not build them; orders must.
// Chromium's coverage counts how often each function and block ran, by offset in the file.

/** Text only the order schemas hold (src/contract/orders.ts); the built code keeps it. */
const ORDER_SCHEMA_TEXT = 'Quantity must be a whole number';

/** Opens `path` and answers whether the code around the order schemas ran. */
async function orderSchemasRan(page: Page, path: string, heading: string): Promise<boolean> {
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await page.goto(path);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const files = await page.coverage.stopJSCoverage();
  const file = files.find((entry) => entry.source?.includes(ORDER_SCHEMA_TEXT));
  expect(file, `a file loaded on ${path} holds the order schemas`).toBeDefined();
  const at = file?.source?.indexOf(ORDER_SCHEMA_TEXT) ?? -1;
  // the innermost range around the text says how often that code ran
  const ranges = (file?.functions ?? [])
    .flatMap((fn) => fn.ranges)
    .filter((range) => range.startOffset <= at && at < range.endOffset)
    .sort((a, b) => a.endOffset - a.startOffset - (b.endOffset - b.startOffset));
  expect(ranges.length, 'coverage has a range around the order schemas').toBeGreaterThan(0);
  return (ranges[0]?.count ?? 0) > 0;
}

test('[customer] search loads the shared code without building the order schemas; orders builds them', async ({
  page,
  loginAs,
}) => {
  await loginAs('customer');
  expect(await orderSchemasRan(page, '/search', 'Find Food')).toBe(false);
  expect(await orderSchemasRan(page, '/orders', 'Your Orders')).toBe(true);
});
