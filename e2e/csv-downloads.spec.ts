import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { REVENUE_CSV_HEADER, VENDOR_ORDERS_CSV_HEADER } from '../src/contract/exports';
import { expectNoViolations } from './axe';
import { DEMO, expect, signedInContext, test } from './fixtures';
import { placePaidOrder } from './order-api';

// The spreadsheet downloads: the vendor's orders and the platform's revenue, each over a range of
// service days picked on the Analytics tab; a range the server would refuse is explained at its
// field instead.

const VENDOR_NAME = 'Curtain Call Burgers';

/** The downloaded file's rows, header first, as a spreadsheet splits them. */
async function rowsOf(download: Download): Promise<string[][]> {
  const path = await download.path();
  const text = await readFile(path, 'utf8');
  expect(text.startsWith('\uFEFF'), 'UTF-8 byte-order mark').toBe(true);
  return parse(text, { bom: true });
}

/** Downloads what the region's link points at. */
async function downloadFrom(page: Page, region: Locator): Promise<Download> {
  const waiting = page.waitForEvent('download');
  await region.getByRole('link', { name: 'Download CSV' }).click();
  return waiting;
}

/** A To date before From: the message sits at To and nothing can be downloaded. */
async function expectRangeRefused(region: Locator) {
  const from = region.getByLabel('From');
  const to = region.getByLabel('To');
  await from.fill('2026-11-20');
  await to.fill('2026-11-10');
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(to).toHaveAccessibleDescription('To must not be before From');
  await expect(region.getByRole('link', { name: 'Download CSV' })).toHaveCount(0);
  await expect(region.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
}

// each journey starts with a paid order of the demo vendor's today, placed by the demo customer
let orderId: number;
test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ browser, baseURL }) => {
  const customer = await signedInContext(browser, baseURL ?? '', DEMO.customer.email);
  orderId = await placePaidOrder(customer.request, baseURL ?? '');
  await customer.close();
});

test("[vendor] downloads today's orders as a CSV from Analytics", async ({ page, loginAs }) => {
  await loginAs('vendor');
  await page.goto('/vendor');
  await page.getByRole('tab', { name: 'Analytics' }).click();
  const region = page.getByRole('region', { name: 'Download orders' });
  await expect(region.getByRole('link', { name: 'Download CSV' })).toBeVisible();
  await expectNoViolations(page, 'vendor analytics with the orders download');

  const download = await downloadFrom(page, region);
  expect(download.suggestedFilename()).toMatch(
    /^orders-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const [header, ...rows] = await rowsOf(download);
  expect(header).toEqual([...VENDOR_ORDERS_CSV_HEADER]);
  const line = rows.find((row) => row[0] === String(orderId));
  expect(line, `order ${orderId} in the CSV`).toBeDefined();
  expect(line?.[3]).toBe('paid');

  await expectRangeRefused(region);
  await expectNoViolations(page, 'orders download with a refused range');
});

test("[admin] downloads the platform's revenue as a CSV from Analytics", async ({
  page,
  loginAs,
}) => {
  await loginAs('admin');
  await page.goto('/admin');
  await page.getByRole('tab', { name: /^Analytics/ }).click();
  await expect(page.getByText('Platform Metrics')).toBeVisible();
  const region = page.getByRole('region', { name: 'Download revenue' });
  await expectNoViolations(page, 'admin analytics with the revenue download');

  const download = await downloadFrom(page, region);
  expect(download.suggestedFilename()).toMatch(/^revenue-\d{4}-\d{2}-\d{2}-to-/);
  const [header, ...rows] = await rowsOf(download);
  expect(header).toEqual([...REVENUE_CSV_HEADER]);
  const vendor = rows.find((row) => row[0] === 'vendor' && row[2] === VENDOR_NAME);
  expect(Number(vendor?.[4])).toBeGreaterThanOrEqual(1);
  expect(Number(vendor?.[9])).toBeGreaterThan(0);
  expect(rows.at(-1)?.slice(0, 3)).toEqual(['total', '', 'All vendors']);

  await expectRangeRefused(region);
  await expectNoViolations(page, 'revenue download with a refused range');
});
