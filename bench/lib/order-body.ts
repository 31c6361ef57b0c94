// The order both order benches place: a browse-flow order of 3 available items of vendor 2, with
// the total the server quotes for it (so every request is a new, valid order). Vendor 2 (Taco
// Encore) has no pickup-slot capacity, the common case; the demo vendor 1 takes 8 orders per
// 5-minute slot (issue 16), so thousands of ASAP orders would fill its window and be refused.
import { centsToDecimal } from '../../src/contract/money';
import type { OrderQuote } from '../../src/contract/orders';
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
