import { z } from 'zod';
import {
  ACTOR_ROLES,
  ORDER_FLOWS,
  ORDER_PRIORITIES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
} from './enums';
import { tooLongMessage } from './too-long-message';
import { idParam } from './ids';
import { dollarsAmount } from './form-fields';
import { ticketCodeSchema } from './ticket-code';
import { FIRE_AT_SHOW_END } from './pickup-slots';
import { chosenOptionViewSchema, optionIdsSchema } from './menu-options';
import { tipSchema } from './tips';

export type OrderFlow = (typeof ORDER_FLOWS)[number];
export type OrderPriority = (typeof ORDER_PRIORITIES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, NOTE_MAX_LENGTH } from './order-limits';

export { MAX_LINE_QUANTITY, MAX_ORDER_LINES, NOTE_MAX_LENGTH } from './order-limits';

const specialInstructionsSchema = z
  .string()
  .trim()
  .max(NOTE_MAX_LENGTH, tooLongMessage('Special instructions', NOTE_MAX_LENGTH))
  .optional();

export const quantitySchema = z
  .number({ error: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(MAX_LINE_QUANTITY, `Quantity cannot be more than ${MAX_LINE_QUANTITY}`);

/** 'asap' or an ISO timestamp with offset; checked against the vendor's window on the server. */
export const pickupTimeSchema = z.union(
  [
    z.literal('asap'),
    z.iso
      .datetime({ offset: true, error: 'Pickup time must be "asap" or an ISO date-time' })
      .max(40, 'Pickup time must be "asap" or an ISO date-time'),
  ],
  {
    error: 'Pickup time must be "asap" or an ISO date-time',
  },
);

/**
 * A talent & crew meal ticket to pay with (accounts spec 3): its allowance comes off the total,
 * so a client's total is the one after it.
 */
const mealTicketCode = ticketCodeSchema.optional();

/** A tip for the vendor in dollars (tips.ts), paid by card; none with a meal ticket. */
const tip = tipSchema.optional();

/** An order's lines, 1 to MAX_ORDER_LINES: the same limits in the order, demo and quote bodies. */
function orderLines<Line extends z.ZodType>(line: Line, params?: { error: string }) {
  return z
    .array(line, params)
    .min(1, 'Your cart is empty')
    .max(MAX_ORDER_LINES, `An order can have at most ${MAX_ORDER_LINES} different items`);
}

/** A line as a quote and a browse order name it: the menu item, how many, an artist special. */
const lineRequestSchema = z.object({
  menuItemId: idParam('Menu item'),
  quantity: quantitySchema,
  /** An artist special: priced at its special price while the partnership is current. */
  partnershipId: idParam('Partnership').optional(),
  /** The options chosen (menu-options.ts): checked and priced on the server. */
  optionIds: optionIdsSchema.optional(),
});

const FIRE_AT_MESSAGE = `fireAt must be "${FIRE_AT_SHOW_END}"`;
export const PICKUP_OR_FIRE_AT_MESSAGE = 'Choose a pickup time or "When the show ends"';
export const PICKUP_AND_FIRE_AT_MESSAGE = 'Send a pickup time or fireAt, not both';

// customer spec 3: order-create payload (browse flow); `fireAt: 'show_end'` instead of
// a pickup time holds the order until the show in progress ends (exactly one of the two).
export const browseOrderSchema = z
  .object({
    flow: z.literal('browse'),
    vendorId: idParam('Vendor'),
    items: orderLines(
      lineRequestSchema.extend({
        /** The client's price is only compared, never stored. */
        price: dollarsAmount('Price', { text: true }).optional(),
        notes: z
          .string()
          .trim()
          .max(NOTE_MAX_LENGTH, tooLongMessage('Item notes', NOTE_MAX_LENGTH))
          .optional(),
      }),
      { error: 'Items are required' },
    ),
    pickupTime: pickupTimeSchema.optional(),
    /** Held until the show ends, then fired to the kitchen; replaces pickupTime. */
    fireAt: z.literal(FIRE_AT_SHOW_END, { error: FIRE_AT_MESSAGE }).optional(),
    /** The total the customer saw, in dollars; a 409 with the server's quote when it differs. */
    total: dollarsAmount('Total', { text: true }).optional(),
    specialInstructions: specialInstructionsSchema,
    mealTicketCode,
    tip,
  })
  .superRefine((body, context) => {
    if (body.pickupTime !== undefined && body.fireAt !== undefined)
      context.addIssue({ code: 'custom', path: ['fireAt'], message: PICKUP_AND_FIRE_AT_MESSAGE });
    if (body.pickupTime === undefined && body.fireAt === undefined)
      context.addIssue({
        code: 'custom',
        path: ['pickupTime'],
        message: PICKUP_OR_FIRE_AT_MESSAGE,
      });
  });

// customer spec 3: order as created by demo checkout (cart lines as items)
export const demoOrderSchema = z.object({
  flow: z.literal('demo'),
  /** Ignored: the order always belongs to the signed-in user. */
  userId: z.unknown().optional(),
  vendorId: idParam('Vendor'),
  /** Ignored: every order starts pending. */
  status: z.unknown().optional(),
  totalAmount: dollarsAmount('Total amount', { text: true }),
  serviceFee: dollarsAmount('Service fee', { text: true }).optional(),
  tax: dollarsAmount('Tax', { text: true }).optional(),
  pickupTime: pickupTimeSchema,
  items: orderLines(
    z.looseObject({
      id: idParam('Menu item'),
      quantity: quantitySchema,
      partnershipId: idParam('Partnership').optional(),
      optionIds: optionIdsSchema.optional(),
      notes: z
        .string()
        .trim()
        .max(NOTE_MAX_LENGTH, tooLongMessage('Item notes', NOTE_MAX_LENGTH))
        .optional(),
      price: dollarsAmount('Price', { text: true }).optional(),
      /** Ignored: the server names the line from its menu. */
      name: z.string().max(200, tooLongMessage('Name', 200)).optional(),
    }),
    { error: 'Items are required' },
  ),
  specialInstructions: specialInstructionsSchema,
  mealTicketCode,
  tip,
});

export const ORDER_FLOW_MESSAGE = 'flow must be "demo" when totalAmount is sent, else "browse"';

/**
 * Both payload shapes; the demo flow is recognised by its totalAmount field. A client need not
 * send `flow`; one that does must name the flow its fields name.
 */
export const createOrderSchema = z.preprocess(
  (body) => {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
    const flow = 'totalAmount' in body ? 'demo' : 'browse';
    return { ...body, flow: 'flow' in body && body.flow !== flow ? undefined : flow };
  },
  z.discriminatedUnion('flow', [browseOrderSchema, demoOrderSchema], {
    error: (issue) =>
      issue.code === 'invalid_union' ? ORDER_FLOW_MESSAGE : 'Send the order as a JSON object',
  }),
);
export type CreateOrderInput = z.input<typeof browseOrderSchema> | z.input<typeof demoOrderSchema>;
export type CreateOrderBody = z.output<typeof createOrderSchema>;

/** POST /api/orders/quote: the server's breakdown before paying. */
export const quoteRequestSchema = z.object({
  flow: z.enum(ORDER_FLOWS).default('browse'),
  vendorId: idParam('Vendor'),
  items: orderLines(lineRequestSchema),
  /** Checked (it must be the signed-in member's, and redeemable) but not redeemed. */
  mealTicketCode,
  tip,
});
export type QuoteRequest = z.input<typeof quoteRequestSchema>;

const quoteLineSchema = z.object({
  menuItemId: z.number(),
  /** Sold at this artist special's price; null at the menu price. */
  partnershipId: z.number().nullable(),
  name: z.string(),
  quantity: z.number(),
  /** The item's price plus its options'. */
  unitPriceCents: z.number(),
  lineTotalCents: z.number(),
  options: z.array(chosenOptionViewSchema),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/** An order's money in integer cents, as the server priced it (quote and order alike). */
const orderCentsFields = {
  subtotalCents: z.number(),
  /** The vendor's offer (customer spec 2 Search: '20% OFF'), 0 when there is none. */
  discountCents: z.number(),
  serviceFeeCents: z.number(),
  taxCents: z.number(),
  /** A meal ticket's allowance taken off the total, 0 without one. */
  mealAllowanceCents: z.number(),
  /** The customer's tip for the vendor, 0 without one. */
  tipCents: z.number(),
  /** Left to pay: subtotal - discount + fee + tax + tip - meal allowance, never below zero. */
  totalCents: z.number(),
};

export const orderQuoteSchema = z.object({
  flow: z.enum(ORDER_FLOWS),
  vendorId: z.number(),
  lines: z.array(quoteLineSchema),
  ...orderCentsFields,
  /** The same figures as 2-decimal strings. */
  subtotal: z.string(),
  discount: z.string(),
  serviceFee: z.string(),
  tax: z.string(),
  mealAllowance: z.string(),
  tip: z.string(),
  total: z.string(),
  /** The meal ticket applied, as people read it ('ABCDE-FGHIJ'), or null. */
  mealTicketCode: z.string().nullable(),
  /** ASAP pickup is this many minutes from now (the vendor's prep time). */
  prepMinutes: z.number(),
});
export type OrderQuote = z.infer<typeof orderQuoteSchema>;

export const orderIdParamsSchema = z.object({ id: idParam('Order id') });

export const customerNotesSchema = z
  .strictObject({
    notes: z
      .string()
      .trim()
      .max(NOTE_MAX_LENGTH, tooLongMessage('Notes', NOTE_MAX_LENGTH))
      .optional(),
    vendorNotes: z
      .string()
      .trim()
      .max(NOTE_MAX_LENGTH, tooLongMessage('Notes', NOTE_MAX_LENGTH))
      .optional(),
  })
  .refine((body) => body.notes !== undefined || body.vendorNotes !== undefined, {
    message: 'Send notes or vendorNotes',
  });

// Response schemas: the serializer sends only the fields a schema names, so a field missing
// from the customer's schema (vendorNotes, "Only your team sees these") never reaches a customer.
const orderItemViewSchema = z.object({
  id: z.number(),
  /** Null on a pre-order line, which holds a special offering instead. */
  menuItemId: z.number().nullable(),
  specialOfferingId: z.number().nullable(),
  /** Sold at an artist special's price. */
  partnershipId: z.number().nullable(),
  name: z.string(),
  quantity: z.number(),
  unitPriceCents: z.number(),
  /** Unit price as a 2-decimal string (customer spec 3: items have quantity, name, price). */
  price: z.string(),
  notes: z.string().nullable(),
  /** The options chosen, with names and price changes as charged (already in unitPriceCents). */
  options: z.array(chosenOptionViewSchema),
});
export type OrderItemView = z.infer<typeof orderItemViewSchema>;

/** A refund (contract/refunds.ts) as both the customer and the vendor see it. */
export const refundViewSchema = z.object({
  id: z.number(),
  amountCents: z.number(),
  /** 2-decimal string, like the other money fields of a view. */
  amount: z.string(),
  reason: z.string(),
  lines: z.array(z.object({ orderItemId: z.number(), quantity: z.number() })),
  /** Who gave it: the vendor, an admin, or the customer's own cancel. */
  actorRole: z.enum(ACTOR_ROLES),
  createdAt: z.string(),
});
export type RefundView = z.infer<typeof refundViewSchema>;

/** An order as its customer sees it; amounts in cents plus the spec's 2-decimal strings. */
export const customerOrderViewSchema = z.object({
  id: z.number(),
  userId: z.number(),
  vendorId: z.number(),
  vendorName: z.string(),
  vendorLocation: z.string().nullable(),
  eventId: z.number().nullable(),
  status: z.enum(ORDER_STATUSES),
  priority: z.enum(ORDER_PRIORITIES),
  isUrgent: z.boolean(),
  flow: z.enum(ORDER_FLOWS),
  ...orderCentsFields,
  totalAmount: z.string(),
  discount: z.string(),
  serviceFee: z.string(),
  tax: z.string(),
  mealAllowance: z.string(),
  tip: z.string(),
  /** The meal ticket the order was paid with, as people read it ('ABCDE-FGHIJ'), or null. */
  mealTicketCode: z.string().nullable(),
  pickupTime: z.string(),
  isAsap: z.boolean(),
  /** When the kitchen starts a held order (null for a normal order). */
  fireAt: z.string().nullable(),
  /** When it reached the kitchen: paid (normal order) or fired (held); null while unpaid or held. */
  firedAt: z.string().nullable(),
  /** Paid, with a fire time, and not fired yet: waiting for the show to end. */
  isHeld: z.boolean(),
  specialInstructions: z.string().nullable(),
  notes: z.string().nullable(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paidAt: z.string().nullable(),
  /** What refunds gave back so far, a 2-decimal string ('0.00' when none). */
  refundedAmount: z.string(),
  refundedCents: z.number(),
  refunds: z.array(refundViewSchema),
  /** A pre-order's stock is held until then; unpaid by then it is cancelled. */
  holdExpiresAt: z.string().nullable(),
  /** Shown once the order is ready (vendor operations). */
  pickupCode: z.string().nullable(),
  cancelReason: z.string().nullable(),
  createdAt: z.string(),
  lastStatusUpdate: z.string(),
  /** When it last became ready: the hot shelf's clock ('waiting N min'). */
  readyAt: z.string().nullable(),
  /** When the vendor last pressed "Remind" on it; null if never since it became ready. */
  remindedAt: z.string().nullable(),
  /** When it was flagged uncollected: ready for longer than the vendor's hot-shelf time. */
  uncollectedAt: z.string().nullable(),
  /** First name only, for the vendor's board. */
  customerFirstName: z.string(),
  items: z.array(orderItemViewSchema),
});
export type CustomerOrderView = z.infer<typeof customerOrderViewSchema>;

/** The vendor's (and admin's) view: the customer's view plus the vendor's private notes. */
export const orderViewSchema = customerOrderViewSchema.extend({
  vendorNotes: z.string().nullable(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

/**
 * An order route several roles call (GET /api/orders/:id, PATCH notes): the staff view only when
 * the service built one (it carries vendorNotes), otherwise the customer's.
 */
export const anyOrderViewSchema = z.union([orderViewSchema, customerOrderViewSchema]);

/**
 * How the web reads an answer from any order route: the staff view as it is, the customer's
 * (which has no vendorNotes) with vendorNotes null, so both are one OrderView.
 */
export const orderAnswerSchema = customerOrderViewSchema.extend({
  vendorNotes: z.string().nullable().default(null),
});

export const timelineEntrySchema = z.object({
  id: z.number(),
  status: z.enum(ORDER_STATUSES),
  label: z.string(),
  actorRole: z.enum(ACTOR_ROLES),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** The 409 answer when the client's total is not the server's. */
export const priceChangedErrorSchema = z.object({
  code: z.literal('PRICE_CHANGED'),
  message: z.string(),
  quote: orderQuoteSchema,
});
export type PriceChangedError = z.infer<typeof priceChangedErrorSchema>;

/** An artist special in the cart has ended; the 409 quote has the menu price. */
export const SPECIAL_ENDED_MESSAGE =
  'An artist special in your cart has ended. Please review the new total.';

export const PRICE_CHANGED_MESSAGE = 'Prices have changed. Please review your order.';

/** An unpaid order is cancelled this long after it was placed. */
export const UNPAID_ORDER_TIMEOUT_MINUTES = 30;
export const UNPAID_ORDER_CANCEL_REASON = `Payment not completed within ${UNPAID_ORDER_TIMEOUT_MINUTES} minutes`;
/** Why an order its customer discarded before paying was cancelled. */
export const DISCARDED_ORDER_CANCEL_REASON = 'Discarded by the customer before payment';

/** When an unpaid order is cancelled unless paid: its pre-order hold, or the unpaid timeout. */
export function paymentDeadline(order: { createdAt: string; holdExpiresAt: string | null }): Date {
  const timeout = new Date(order.createdAt).getTime() + UNPAID_ORDER_TIMEOUT_MINUTES * 60_000;
  const hold = order.holdExpiresAt ? new Date(order.holdExpiresAt).getTime() : Infinity;
  return new Date(Math.min(timeout, hold));
}

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
