// Shared by the kitchen screen's tests (not a test file itself).
import type { OrderView } from '../../../contract/orders';

/** An order line at $5.00 each; without a menu item it is a special offering's (offering 7). */
export const orderLine = (
  id: number,
  menuItemId: number | null,
  name: string,
  quantity: number,
): OrderView['items'][number] => ({
  id,
  menuItemId,
  specialOfferingId: menuItemId === null ? 7 : null,
  partnershipId: null,
  name,
  quantity,
  unitPriceCents: 500,
  price: '5.00',
  notes: null,
  options: [],
});
