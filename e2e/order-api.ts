// Orders set up through the API, for journeys that are about something else (the screens spec needs
// an order to open; the checkout journeys pay through the UI).
import type { APIRequestContext } from '@playwright/test';
import { TEST_CARD_VALUES, toConfirmPayload } from '../src/contract/payments';
import { expect } from './fixtures';

export async function send<T>(
  request: APIRequestContext,
  baseURL: string,
  method: 'post' | 'patch' | 'get',
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await request[method](url, { data, headers: { Origin: baseURL } });
  expect(response.ok(), `${method.toUpperCase()} ${url}: ${await response.text()}`).toBeTruthy();
  return (await response.json()) as T;
}

/**
 * A paid ASAP order for vendor 1, placed through the API as the signed-in customer; `fields`
 * replace parts of the order (its items, special instructions).
 */
export async function placePaidOrder(
  request: APIRequestContext,
  baseURL: string,
  fields: Record<string, unknown> = {},
): Promise<number> {
  const menu = await send<{ id: number }[]>(request, baseURL, 'get', '/api/vendors/1/menu');
  const menuItemId = menu[0]?.id;
  expect(menuItemId, 'vendor 1 has a menu item').toBeDefined();
  const order = await send<{ id: number; totalAmount: string }>(
    request,
    baseURL,
    'post',
    '/api/orders',
    { vendorId: 1, items: [{ menuItemId, quantity: 1 }], pickupTime: 'asap', ...fields },
  );
  const intent = await send<{ clientSecret: string }>(
    request,
    baseURL,
    'post',
    '/api/payments/demo/create-intent',
    { amount: Number(order.totalAmount), orderId: order.id },
  );
  const intentId = intent.clientSecret.split('_secret')[0] ?? '';
  // the server's simulated payment delay makes this take about 2 s
  await send(request, baseURL, 'post', '/api/payments/demo/confirm', {
    ...toConfirmPayload(intentId, TEST_CARD_VALUES),
  });
  return order.id;
}

/** The vendor (signed in on `request`) takes a paid order through to ready, as its board would. */
export async function makeReady(request: APIRequestContext, baseURL: string, orderId: number) {
  for (const status of ['confirmed', 'preparing', 'ready'])
    await send(request, baseURL, 'patch', `/api/vendor/orders/${orderId}`, { status });
}
