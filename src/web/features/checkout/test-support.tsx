// Fixtures of the checkout, payments and orders component tests.
import { CART_ITEMS_KEY, CART_VENDOR_KEY, type CartLine } from '../../../contract/cart';
import type { OrderQuote, OrderView } from '../../../contract/orders';
import { CUSTOMER } from '../../../test/web-harness';

// the scripted API lives in the one web harness; re-exported for the checkout-side tests
export { mockApi, type ApiCall, type MockReply, type MockRoute } from '../../../test/web-harness';

export const VENDOR = { id: 3, name: 'Seoul Food Truck', estimatedPrepTime: 15 };

export const CART_LINES: CartLine[] = [
  {
    id: 11,
    name: 'Bulgogi Burger',
    price: 15.99,
    quantity: 1,
    vendorId: 3,
    vendorName: VENDOR.name,
  },
  { id: 12, name: 'Kimchi Fries', price: 8.99, quantity: 2, vendorId: 3, vendorName: VENDOR.name },
];

/** Puts a cart in local storage, where the CartProvider restores it from. */
export function seedCart(items: CartLine[] = CART_LINES, vendor: object = VENDOR) {
  localStorage.setItem(CART_ITEMS_KEY, JSON.stringify(items));
  localStorage.setItem(CART_VENDOR_KEY, JSON.stringify(vendor));
}

export function storedCart(): unknown {
  return JSON.parse(localStorage.getItem(CART_ITEMS_KEY) ?? '[]');
}

/** An order as the API returns it; every field can be overridden. */
export function makeOrder(overrides: Partial<OrderView> = {}): OrderView {
  return {
    id: 41,
    userId: CUSTOMER.id,
    vendorId: VENDOR.id,
    vendorName: VENDOR.name,
    vendorLocation: 'Gate B, next to the merch tent',
    eventId: 1,
    status: 'pending',
    priority: 'normal',
    isUrgent: false,
    flow: 'browse',
    subtotalCents: 3397,
    discountCents: 0,
    serviceFeeCents: 200,
    taxCents: 272,
    totalCents: 3869,
    totalAmount: '38.69',
    discount: '0.00',
    serviceFee: '2.00',
    tax: '2.72',
    mealAllowanceCents: 0,
    mealAllowance: '0.00',
    tipCents: 0,
    tip: '0.00',
    mealTicketCode: null,
    pickupTime: '2026-11-22T23:30:00.000Z',
    isAsap: true,
    specialInstructions: null,
    notes: null,
    vendorNotes: null,
    paymentStatus: 'unpaid',
    paidAt: null,
    refundedCents: 0,
    refundedAmount: '0.00',
    refunds: [],
    holdExpiresAt: null,
    fireAt: null,
    firedAt: null,
    isHeld: false,
    pickupCode: null,
    cancelReason: null,
    createdAt: '2026-11-22T23:00:00.000Z',
    lastStatusUpdate: '2026-11-22T23:00:00.000Z',
    readyAt: null,
    remindedAt: null,
    uncollectedAt: null,
    customerFirstName: 'Sam',
    items: [
      {
        id: 1,
        menuItemId: 11,
        specialOfferingId: null,
        partnershipId: null,
        name: 'Bulgogi Burger',
        quantity: 1,
        unitPriceCents: 1599,
        price: '15.99',
        notes: null,
        options: [],
      },
      {
        id: 2,
        menuItemId: 12,
        specialOfferingId: null,
        partnershipId: null,
        name: 'Kimchi Fries',
        quantity: 2,
        unitPriceCents: 899,
        price: '8.99',
        notes: null,
        options: [],
      },
    ],
    ...overrides,
  };
}

/** The server's quote for CART_LINES (browse flow, no offer, no meal ticket). */
export const CART_QUOTE: OrderQuote = {
  flow: 'browse',
  vendorId: 3,
  lines: [
    {
      menuItemId: 11,
      partnershipId: null,
      name: 'Bulgogi Burger',
      quantity: 1,
      unitPriceCents: 1599,
      lineTotalCents: 1599,
      options: [],
    },
    {
      menuItemId: 12,
      partnershipId: null,
      name: 'Kimchi Fries',
      quantity: 2,
      unitPriceCents: 899,
      lineTotalCents: 1798,
      options: [],
    },
  ],
  subtotalCents: 3397,
  discountCents: 0,
  serviceFeeCents: 200,
  taxCents: 272,
  totalCents: 3869,
  subtotal: '33.97',
  discount: '0.00',
  serviceFee: '2.00',
  tax: '2.72',
  mealAllowanceCents: 0,
  mealAllowance: '0.00',
  tipCents: 0,
  tip: '0.00',
  total: '38.69',
  mealTicketCode: null,
  prepMinutes: 15,
};
