// The order the order benches place: a browse-flow order of 3 available items of vendor 2, with
// the total the server quotes for it (so every request is a new, valid order), placed once or as a
// load of customers in turn. Vendor 2 (Taco Encore) has no pickup-slot capacity, the common case;
// the demo vendor 1 takes 8 orders per 5-minute slot, so thousands of ASAP orders would
// fill its window and be refused.
import { randomUUID } from 'node:crypto';
import { centsToDecimal } from '../../src/contract/money';
import { IDEMPOTENCY_KEY_HEADER, type OrderQuote } from '../../src/contract/orders';
import type { LoadOptions } from './load';
import type { MenuItemView } from '../../src/contract/vendors';

export const VENDOR_ID = 2;
export const ITEMS_PER_ORDER = 3;

/** A valid browse-flow order of 3 available items, with the total the server quotes for it. */
export async function orderBody(origin: string): Promise<string> {
  const menu = (await (
    await fetch(`${origin}/api/vendors/${VENDOR_ID}/menu`)
  ).json()) as MenuItemView[];
  const items = menu
    .filter((item) => item.isAvailable)
    .slice(0, ITEMS_PER_ORDER)
    .map((item) => ({ menuItemId: item.id, quantity: 1 }));
  if (items.length < ITEMS_PER_ORDER) throw new Error(`vendor ${VENDOR_ID} has too few items`);
  const quoted = await fetch(`${origin}/api/orders/quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ vendorId: VENDOR_ID, items }),
  });
  if (!quoted.ok) throw new Error(`quote answered ${quoted.status}: ${await quoted.text()}`);
  const quote = (await quoted.json()) as OrderQuote;
  return JSON.stringify({
    vendorId: VENDOR_ID,
    items,
    pickupTime: 'asap',
    total: centsToDecimal(quote.totalCents),
  });
}

/** Places one order as the cookie's customer under a fresh key; a 201 answer and its bytes. */
export async function placeOrder(origin: string, cookie: string, body: string) {
  const response = await fetch(`${origin}/api/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin,
      cookie,
      [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
    },
    body,
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status !== 201)
    throw new Error(`POST /api/orders answered ${response.status}: ${bytes.toString('utf8')}`);
  return { response, bytes };
}

/**
 * drive()'s requests for a load of orders to `target` (the app, or a bare server beside it):
 * each the next customer in turn with a fresh key, so a new order and not a replay.
 */
export function orderRequests(
  origin: string,
  body: string,
  cookies: readonly string[],
  target = origin,
): Pick<LoadOptions, 'url' | 'method' | 'headers' | 'body' | 'eachRequest'> {
  let next = 0;
  return {
    url: `${target}/api/orders`,
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body,
    eachRequest: () => ({
      cookie: cookies[next++ % cookies.length] ?? '',
      [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
    }),
  };
}
