import { z } from 'zod';
import type { ORDER_PRIORITIES, PAYMENT_STATUSES } from './enums';
import { ORDER_FLOWS } from './enums';
import type { OrderStatus } from './order-status';

export type OrderFlow = (typeof ORDER_FLOWS)[number];
export type OrderPriority = (typeof ORDER_PRIORITIES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

// Quantity upper bound: the spec shows none; 50 of one item is more than any stand hands over at once.
export const MAX_LINE_QUANTITY = 50;
export const MAX_ORDER_LINES = 30;
export const NOTE_MAX_LENGTH = 500;

const id = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be a positive number`);

export const quantitySchema = z
  .number({ error: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(MAX_LINE_QUANTITY, `Quantity cannot be more than ${MAX_LINE_QUANTITY}`);

const money = z.union([
  z.number(),
  z.string().regex(/^-?\d+(\.\d+)?$/, 'Must be an amount such as 12.50'),
]);

/** 'asap' or an ISO timestamp with offset; checked against the vendor's window on the server. */
export const pickupTimeSchema = z.union(
  [
    z.literal('asap'),
    z.iso.datetime({ offset: true, error: 'Pickup time must be "asap" or an ISO date-time' }),
  ],
  {
    error: 'Pickup time must be "asap" or an ISO date-time',
  },
);

// customer spec 3: order-create payload (browse flow)
export const browseOrderSchema = z.object({
  flow: z.literal('browse'),
  vendorId: id('Vendor'),
  items: z
    .array(
      z.object({
        menuItemId: id('Menu item'),
        quantity: quantitySchema,
        /** The client's price is only compared, never stored. */
        price: money.optional(),
        notes: z.string().trim().max(NOTE_MAX_LENGTH).optional(),
      }),
      { error: 'Items are required' },
    )
    .min(1, 'Your cart is empty')
    .max(MAX_ORDER_LINES, `An order can have at most ${MAX_ORDER_LINES} different items`),
  pickupTime: pickupTimeSchema,
  /** The total the customer saw, in dollars; a 409 with the server's quote when it differs. */
  total: money.optional(),
  specialInstructions: z.string().trim().max(NOTE_MAX_LENGTH).optional(),
});

// customer spec 3: order as created by demo checkout (cart lines as items)
export const demoOrderSchema = z.object({
  flow: z.literal('demo'),
  /** Ignored: the order always belongs to the signed-in user. */
  userId: z.unknown().optional(),
  vendorId: id('Vendor'),
  /** Ignored: every order starts pending. */
  status: z.unknown().optional(),
  totalAmount: money,
  serviceFee: money.optional(),
  tax: money.optional(),
  pickupTime: pickupTimeSchema,
  items: z
    .array(
      z.looseObject({
        id: id('Menu item'),
        quantity: quantitySchema,
        price: money.optional(),
        name: z.string().optional(),
      }),
      { error: 'Items are required' },
    )
    .min(1, 'Your cart is empty')
    .max(MAX_ORDER_LINES, `An order can have at most ${MAX_ORDER_LINES} different items`),
  specialInstructions: z.string().trim().max(NOTE_MAX_LENGTH).optional(),
});

/** Both payload shapes; the demo flow is recognised by its totalAmount field. */
export const createOrderSchema = z.preprocess(
  (body) =>
    body && typeof body === 'object' && !Array.isArray(body)
      ? { ...body, flow: 'totalAmount' in body ? 'demo' : 'browse' }
      : body,
  z.discriminatedUnion('flow', [browseOrderSchema, demoOrderSchema], {
    error: 'Send the order as a JSON object',
  }),
);
export type CreateOrderInput = z.input<typeof browseOrderSchema> | z.input<typeof demoOrderSchema>;
export type CreateOrderBody = z.output<typeof createOrderSchema>;

/** POST /api/orders/quote: the server's breakdown before paying. */
export const quoteRequestSchema = z.object({
  flow: z.enum(ORDER_FLOWS).default('browse'),
  vendorId: id('Vendor'),
  items: z
    .array(z.object({ menuItemId: id('Menu item'), quantity: quantitySchema }))
    .min(1, 'Your cart is empty')
    .max(MAX_ORDER_LINES),
});
export type QuoteRequest = z.input<typeof quoteRequestSchema>;

export type QuoteLine = {
  menuItemId: number;
  name: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
};
export type OrderQuote = {
  flow: OrderFlow;
  vendorId: number;
  lines: QuoteLine[];
  subtotalCents: number;
  serviceFeeCents: number;
  taxCents: number;
  totalCents: number;
  /** The same figures as 2-decimal strings. */
  subtotal: string;
  serviceFee: string;
  tax: string;
  total: string;
  /** ASAP pickup is this many minutes from now (the vendor's prep time). */
  prepMinutes: number;
};

export const orderIdParamsSchema = z.object({ id: id('Order id') });

export const customerNotesSchema = z
  .object({
    notes: z
      .string()
      .trim()
      .max(NOTE_MAX_LENGTH, `Notes can be at most ${NOTE_MAX_LENGTH} characters`)
      .optional(),
    vendorNotes: z
      .string()
      .trim()
      .max(NOTE_MAX_LENGTH, `Notes can be at most ${NOTE_MAX_LENGTH} characters`)
      .optional(),
  })
  .refine((body) => body.notes !== undefined || body.vendorNotes !== undefined, {
    message: 'Send notes or vendorNotes',
  });

export type OrderItemView = {
  id: number;
  menuItemId: number;
  name: string;
  quantity: number;
  unitPriceCents: number;
  /** Unit price as a 2-decimal string (customer spec 3: items have quantity, name, price). */
  price: string;
  notes: string | null;
};

/** An order as every client sees it; amounts in cents plus the spec's 2-decimal strings. */
export type OrderView = {
  id: number;
  userId: number;
  vendorId: number;
  vendorName: string;
  vendorLocation: string | null;
  eventId: number | null;
  status: OrderStatus;
  priority: OrderPriority;
  isUrgent: boolean;
  flow: OrderFlow;
  subtotalCents: number;
  serviceFeeCents: number;
  taxCents: number;
  totalCents: number;
  totalAmount: string;
  serviceFee: string;
  tax: string;
  pickupTime: string;
  isAsap: boolean;
  specialInstructions: string | null;
  notes: string | null;
  vendorNotes: string | null;
  paymentStatus: PaymentStatus;
  paidAt: string | null;
  /** Shown once the order is ready (vendor operations). */
  pickupCode: string | null;
  cancelReason: string | null;
  createdAt: string;
  lastStatusUpdate: string;
  /** First name only, for the vendor's board. */
  customerFirstName: string;
  items: OrderItemView[];
};

export type TimelineEntry = {
  id: number;
  status: OrderStatus;
  label: string;
  actorRole: 'user' | 'vendor' | 'admin' | 'system';
  note: string | null;
  createdAt: string;
};

/** The 409 answer when the client's total is not the server's. */
export type PriceChangedError = { code: 'PRICE_CHANGED'; message: string; quote: OrderQuote };

export const PRICE_CHANGED_MESSAGE = 'Prices have changed. Please review your order.';

/** An unpaid order is cancelled this long after it was placed. */
export const UNPAID_ORDER_TIMEOUT_MINUTES = 30;
export const UNPAID_ORDER_CANCEL_REASON = `Payment not completed within ${UNPAID_ORDER_TIMEOUT_MINUTES} minutes`;

/** How many paid orders GET /api/orders/recent returns (home screen: Recent Orders). */
export const RECENT_ORDERS_LIMIT = 5;

// architecture guide: writes a client may retry accept an Idempotency-Key header.
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .min(8, 'Idempotency-Key must be 8 to 200 characters')
    .max(200, 'Idempotency-Key must be 8 to 200 characters')
    .optional(),
});
