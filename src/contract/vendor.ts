import { z } from 'zod';
import {
  allergensSchema,
  dietaryTagsSchema,
  isNotMinusZero,
  MAX_LOW_STOCK_THRESHOLD,
  optionGroupsSchema,
  STOCK_RESET_TIME_PATTERN,
  dailyStockCountSchema,
  stockCountSchema,
} from './menu-options';
import { ACCOUNT_LIMITS, messages as accountMessages, PHONE_MIN, tooLongMessage } from './auth';
import {
  APPROVAL_STATUSES,
  MENU_CATEGORIES,
  ORDER_PRIORITIES,
  ORDER_STATUSES,
  PRICE_RANGES,
} from './enums';
import { idParam } from './ids';
import type { OrderStatus } from './order-status';
import { NOTE_MAX_LENGTH, type OrderPriority } from './orders';
import { slotCapacitySchema } from './pickup-slots';
import { vendorViewSchema } from './vendors';

// The vendor side of the contract (accounts spec 2.7-2.9, 4, 5, 7): order board actions, menu,
// settings and analytics. One schema per request body, used by the routes and the web forms.

/** An optional free-text field: '' means "not given". */
const optionalText = (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, tooLongMessage(label, max))
      .optional(),
  );

// Pickup codes --------------------------------------------------------------------------------

/** No 0/O, 1/I/L: a code read aloud at a noisy truck window cannot be misheard as another. */
export const PICKUP_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PICKUP_CODE_LENGTH = 4;

/** What the vendor typed, as stored: trimmed and upper case ('k7q2 ' -> 'K7Q2'). */
export function normalizePickupCode(code: string): string {
  return code.trim().toUpperCase();
}

const PICKUP_CODE_PATTERN = new RegExp(`^[${PICKUP_CODE_ALPHABET}]{${PICKUP_CODE_LENGTH}}$`);

/** Four characters of the alphabet, after normalising. */
export function isValidPickupCodeFormat(code: string): boolean {
  return PICKUP_CODE_PATTERN.test(normalizePickupCode(code));
}

/** Values a byte can take; used to draw letters without bias. */
const BYTE_VALUES = 256;

/**
 * Four characters of the alphabet from a cryptographic source. Web Crypto is used (not node:crypto)
 * because it exists in both Node and the browser. Bytes at or above the largest multiple of the
 * alphabet's size are drawn again, so every character is equally likely.
 */
export function generatePickupCode(): string {
  const size = PICKUP_CODE_ALPHABET.length;
  const unbiasedBelow = BYTE_VALUES - (BYTE_VALUES % size);
  const bytes = new Uint8Array(PICKUP_CODE_LENGTH * 2);
  let code = '';
  while (code.length < PICKUP_CODE_LENGTH) {
    globalThis.crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (code.length < PICKUP_CODE_LENGTH && byte < unbiasedBelow)
        code += PICKUP_CODE_ALPHABET.charAt(byte % size);
    }
  }
  return code;
}

/**
 * Whether the code the customer showed is the order's code. Case and surrounding spaces do not
 * matter ('k7q2 ' matches 'K7Q2'); an order without a code matches nothing.
 */
export function pickupCodeMatches(
  stored: string | null | undefined,
  given: string | null | undefined,
): boolean {
  if (typeof stored !== 'string' || typeof given !== 'string') return false;
  const expected = normalizePickupCode(stored);
  return expected.length > 0 && expected === normalizePickupCode(given);
}

export const PICKUP_CODE_FORMAT_MESSAGE = `A pickup code is ${PICKUP_CODE_LENGTH} letters and digits, e.g. 7KQ2`;
export const WRONG_PICKUP_CODE_MESSAGE = 'That pickup code does not match this order.';
export const PICKUP_OVERRIDE_NOTE = 'Completed without pickup code (vendor override)';

// Service day (accounts spec 2.7 board, 2.9 dashboard) -------------------------------------------

/**
 * Hour (local time) at which a vendor's "today" begins. A night venue's day does not end at
 * midnight: an order handed over at 00:10 after a late show still belongs to that night.
 */
export const SERVICE_DAY_START_HOUR = 5;

/**
 * Start of the service day that `now` falls in: 05:00 of the same day, or of the previous day
 * before 05:00. "Local" is the time zone of the process that calls it; the server uses its own
 * (set TZ to the venue's zone), so the board's finished orders and the analytics' "today" agree.
 */
export function startOfServiceDay(now: Date): Date {
  const start = new Date(now);
  start.setHours(SERVICE_DAY_START_HOUR, 0, 0, 0);
  if (start.getTime() > now.getTime()) start.setDate(start.getDate() - 1);
  return start;
}

// Order status (accounts spec 4) ----------------------------------------------------------------

export const DEFAULT_VENDOR_CANCEL_REASON = 'Cancelled by vendor';
export const DEMO_REFUND_NOTE = 'Payment refunded (demo: no real money moved)';
/** A cancelled order's meal ticket is issued again (accounts spec 3). */
export const MEAL_TICKET_RETURNED_NOTE = 'Meal ticket returned';

export function invalidTransitionMessage(from: OrderStatus, to: OrderStatus): string {
  return `Cannot change an order from ${from} to ${to}`;
}

export const vendorOrderIdParamsSchema = z.object({ orderId: idParam('Order id') });

/** A delay moves the pickup time by this many whole minutes. */
export const DELAY_MINUTES = { min: 5, max: 120 } as const;
export const DELAY_MINUTES_MESSAGE = `Delay must be a whole number of minutes from ${DELAY_MINUTES.min} to ${DELAY_MINUTES.max}`;
const DELAY_ONLY_MESSAGE = 'delayMinutes goes only with status delayed';

/** PATCH /api/vendor/orders/{orderId}. */
export const vendorOrderUpdateSchema = z
  .strictObject({
    status: z.enum(ORDER_STATUSES, {
      error: `Status must be one of ${ORDER_STATUSES.join(', ')}`,
    }),
    /** Stored as the note of this change's timeline entry. */
    notes: optionalText('Notes', NOTE_MAX_LENGTH),
    /** Needed to complete a ready order (unless overridePickupCode); case does not matter. */
    pickupCode: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z
        .string({ error: PICKUP_CODE_FORMAT_MESSAGE })
        .max(20, PICKUP_CODE_FORMAT_MESSAGE)
        .transform(normalizePickupCode)
        .refine(isValidPickupCodeFormat, PICKUP_CODE_FORMAT_MESSAGE)
        .optional(),
    ),
    /** Complete without the code (the customer lost it); the timeline records the override. */
    overridePickupCode: z.boolean({ error: 'overridePickupCode must be true or false' }).optional(),
    /** Why it was cancelled (defaults to 'Cancelled by vendor') or delayed; the customer is told. */
    reason: optionalText('Reason', NOTE_MAX_LENGTH),
    /** With status delayed: the server moves the pickup time this much later. */
    delayMinutes: z
      .number({ error: DELAY_MINUTES_MESSAGE })
      .int(DELAY_MINUTES_MESSAGE)
      .min(DELAY_MINUTES.min, DELAY_MINUTES_MESSAGE)
      .max(DELAY_MINUTES.max, DELAY_MINUTES_MESSAGE)
      .optional(),
  })
  .refine((body) => body.delayMinutes === undefined || body.status === 'delayed', {
    path: ['delayMinutes'],
    message: DELAY_ONLY_MESSAGE,
  });
export type VendorOrderUpdateInput = z.input<typeof vendorOrderUpdateSchema>;
export type VendorOrderUpdate = z.output<typeof vendorOrderUpdateSchema>;

// Priority (accounts spec 4) ------------------------------------------------------------------

/** PATCH /api/orders/{id}/priority. isUrgent is accepted but ignored: it follows the priority. */
export const orderPriorityUpdateSchema = z.strictObject({
  priority: z.enum(ORDER_PRIORITIES, {
    error: `Priority must be one of ${ORDER_PRIORITIES.join(', ')}`,
  }),
  isUrgent: z.boolean().optional(),
});
export type OrderPriorityUpdateInput = z.input<typeof orderPriorityUpdateSchema>;

/** accounts spec 4: choosing urgent also sets isUrgent; other values clear it. */
export function isUrgentPriority(priority: OrderPriority): boolean {
  return priority === 'urgent';
}

// Menu (accounts spec 5, menu item save) --------------------------------------------------------

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields.';
export const MENU_PRICE_MAX_DOLLARS = 1000;
export const MENU_NAME_MAX_LENGTH = 120;
export const MENU_DESCRIPTION_MAX_LENGTH = 1000;
export const IMAGE_URL_MESSAGE = 'Image must be a /images/... path or an https:// URL';

const isMissing = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const hasAtMostTwoDecimals = (value: number) =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** Dollars as a number or numeric string ('12.5', 12.5) -> integer cents. */
const priceSchema = z.preprocess(
  (value) => {
    if (isMissing(value)) return undefined;
    if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
    return value;
  },
  z
    .number({
      error: (issue) =>
        issue.input === undefined
          ? REQUIRED_FIELDS_MESSAGE
          : 'Price must be a number such as 12.50',
    })
    .positive('Price must be greater than 0')
    .max(MENU_PRICE_MAX_DOLLARS, `Price cannot be more than $${MENU_PRICE_MAX_DOLLARS}`)
    .refine(hasAtMostTwoDecimals, 'Price can have at most 2 decimal places')
    .transform((dollars) => Math.round(dollars * 100)),
);

/** A picture of ours (/images/...) or one on the web over https; nothing else gets rendered. */
export function isAllowedImageUrl(value: string): boolean {
  if (value.startsWith('/images/')) return !value.includes('..') && !value.includes('//');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const imageUrlSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: IMAGE_URL_MESSAGE })
    .trim()
    .max(2000, IMAGE_URL_MESSAGE)
    .refine(isAllowedImageUrl, IMAGE_URL_MESSAGE)
    .nullable()
    .optional(),
);

const menuItemFields = {
  name: z.preprocess(
    (value) => (isMissing(value) ? undefined : value),
    z
      .string({
        error: (issue) =>
          issue.input === undefined ? REQUIRED_FIELDS_MESSAGE : 'Name must be text',
      })
      .trim()
      .max(MENU_NAME_MAX_LENGTH, tooLongMessage('Name', MENU_NAME_MAX_LENGTH)),
  ),
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(MENU_DESCRIPTION_MAX_LENGTH, tooLongMessage('Description', MENU_DESCRIPTION_MAX_LENGTH)),
  /** Dollars in, integer cents out. */
  price: priceSchema,
  category: z.preprocess(
    (value) => (isMissing(value) ? undefined : value),
    z.enum(MENU_CATEGORIES, {
      error: (issue) =>
        issue.input === undefined
          ? REQUIRED_FIELDS_MESSAGE
          : `Category must be one of ${MENU_CATEGORIES.join(', ')}`,
    }),
  ),
  isAvailable: z.boolean({ error: 'isAvailable must be true or false' }),
  imageUrl: imageUrlSchema,
  allergens: allergensSchema,
  dietaryTags: dietaryTagsSchema,
  /** Portions left; null: not counted. */
  stockCount: stockCountSchema,
  /** Portions each day: stockCount goes back to it at the vendor's reset time; null: no reset. */
  dailyStockCount: dailyStockCountSchema,
  /** The whole list, options included, replaced as given (menu-options.ts). */
  optionGroups: optionGroupsSchema,
};

/** POST /api/vendor/menu; `price` comes out as integer cents. */
export const menuItemCreateSchema = z.strictObject({
  ...menuItemFields,
  description: menuItemFields.description.default(''),
  isAvailable: menuItemFields.isAvailable.default(true),
  allergens: menuItemFields.allergens.default([]),
  dietaryTags: menuItemFields.dietaryTags.default([]),
  stockCount: menuItemFields.stockCount.default(null),
  dailyStockCount: menuItemFields.dailyStockCount.default(null),
  optionGroups: menuItemFields.optionGroups.default([]),
});
export type MenuItemCreateInput = z.input<typeof menuItemCreateSchema>;
export type MenuItemCreate = z.output<typeof menuItemCreateSchema>;

/** PATCH /api/vendor/menu/{id}: any of the fields, or only isAvailable (the toggle). */
export const menuItemUpdateSchema = z
  .strictObject(menuItemFields)
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send at least one field to change',
  });
export type MenuItemUpdateInput = z.input<typeof menuItemUpdateSchema>;
export type MenuItemUpdate = z.output<typeof menuItemUpdateSchema>;

export const menuItemIdParamsSchema = z.object({ id: idParam('Menu item id') });

// Vendor settings (accounts spec 5 and 9) -------------------------------------------------------

export const CUISINES = [
  'american',
  'korean',
  'mexican',
  'italian',
  'chinese',
  'japanese',
  'thai',
  'indian',
  'mediterranean',
  'fusion',
  'seafood',
  'bbq',
  'vegetarian',
  'vegan',
  'desserts',
  'beverages',
] as const;
export type Cuisine = (typeof CUISINES)[number];

import { DEFAULT_PREP_MINUTES, MAX_PREP_MINUTES, MIN_PREP_MINUTES } from './prep-time';

export { DEFAULT_PREP_MINUTES, MAX_PREP_MINUTES, MIN_PREP_MINUTES } from './prep-time';
import { HOT_SHELF_MESSAGE, MAX_HOT_SHELF_MINUTES, MIN_HOT_SHELF_MINUTES } from './ready-shelf';

export const vendorSettingsMessages = {
  name: 'Business name is required',
  cuisine: 'Please select a cuisine type',
  priceRange: 'Please select a price range',
  prepTime: `Prep time must be between ${MIN_PREP_MINUTES} and ${MAX_PREP_MINUTES} minutes`,
} as const;

/**
 * A cuisine the vendor may save: one of the sixteen, or the one it already has (seeded vendors
 * such as 'festival food' can still save their other settings).
 */
export function isSelectableCuisine(cuisine: string, currentCuisine?: string): boolean {
  const value = cuisine.trim().toLowerCase();
  return (CUISINES as readonly string[]).includes(value) || value === currentCuisine;
}

/**
 * Prep time in whole minutes, as a JSON number or digits ('15'). Anything unreadable ('NaN', '',
 * null) is refused: only the settings form applies the default below, to what was typed.
 */
export const prepMinutesSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .max(4, { error: vendorSettingsMessages.prepTime, abort: true })
        .regex(/^\d{1,4}$/, vendorSettingsMessages.prepTime),
    ],
    { error: vendorSettingsMessages.prepTime },
  )
  .transform(Number)
  .pipe(
    z
      .number()
      .min(MIN_PREP_MINUTES, { error: vendorSettingsMessages.prepTime, abort: true })
      .max(MAX_PREP_MINUTES, { error: vendorSettingsMessages.prepTime, abort: true })
      .int('Prep time must be a whole number of minutes'),
  );

/** accounts spec 5: the prep time input defaults to 20 when what was typed is not a number. */
export function parsePrepMinutes(value: unknown): unknown {
  if (value === null) return DEFAULT_PREP_MINUTES;
  if (typeof value !== 'string') return value;
  const parsed = Number(value.trim());
  return value.trim() === '' || !Number.isFinite(parsed) ? DEFAULT_PREP_MINUTES : parsed;
}

/** PATCH /api/vendor/profile `hotShelfMinutes`: a JSON whole number of minutes. */
export const hotShelfMinutesSchema = z
  .number({ error: HOT_SHELF_MESSAGE })
  .int(HOT_SHELF_MESSAGE)
  .min(MIN_HOT_SHELF_MINUTES, HOT_SHELF_MESSAGE)
  .max(MAX_HOT_SHELF_MINUTES, HOT_SHELF_MESSAGE);

const LOW_STOCK_MESSAGE = `Low-stock warning must be a whole number from 0 to ${MAX_LOW_STOCK_THRESHOLD}`;
/** PATCH /api/vendor/profile `lowStockThreshold`: the board warns at this many portions left. */
export const lowStockThresholdSchema = z
  .number({ error: LOW_STOCK_MESSAGE })
  .int(LOW_STOCK_MESSAGE)
  .min(0, LOW_STOCK_MESSAGE)
  .max(MAX_LOW_STOCK_THRESHOLD, LOW_STOCK_MESSAGE)
  .refine(isNotMinusZero, LOW_STOCK_MESSAGE);

const STOCK_RESET_TIME_MESSAGE =
  'Reset time must be a time of day as HH:MM (00:00 to 23:59), or empty';
/**
 * PATCH /api/vendor/profile `stockResetTime`: when counted portions go back to each item's
 * portions-each-day, "HH:MM" on the server's clock (as the service day); '' or null: no reset.
 */
export const stockResetTimeSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: STOCK_RESET_TIME_MESSAGE })
    .max(5, STOCK_RESET_TIME_MESSAGE)
    .regex(STOCK_RESET_TIME_PATTERN, STOCK_RESET_TIME_MESSAGE)
    .nullable(),
);

/** The signup rule for phone numbers (accounts spec 5), as one check with one message. */
const isPhoneNumber = (value: string) =>
  value.length >= PHONE_MIN &&
  value.length <= ACCOUNT_LIMITS.phone &&
  /^[0-9+()\-.\s]+$/.test(value);

/** '' clears an optional setting (stored as null). */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullable().optional(),
  );

/** The settings' length limits, shared with the inputs' maxLength. */
export const VENDOR_LIMITS = { name: 100, description: 1000, address: 300 } as const;

/**
 * PATCH /api/vendor/profile (partial). Unknown keys, such as approvalStatus, ownerUserId or
 * rating, are dropped: the vendor can never change them. The cuisine is checked against the list
 * (or the vendor's current one) on the server, which knows the current value.
 */
export const vendorProfileUpdateSchema = z
  .strictObject({
    name: z
      .string({ error: vendorSettingsMessages.name })
      .trim()
      .min(1, vendorSettingsMessages.name)
      .max(VENDOR_LIMITS.name, tooLongMessage('Business name', VENDOR_LIMITS.name)),
    description: z
      .string({ error: 'Description must be text' })
      .trim()
      .max(VENDOR_LIMITS.description, tooLongMessage('Description', VENDOR_LIMITS.description)),
    cuisine: z
      .string({ error: vendorSettingsMessages.cuisine })
      .trim()
      .toLowerCase()
      .min(1, vendorSettingsMessages.cuisine)
      .max(40, vendorSettingsMessages.cuisine),
    priceRange: z.enum(PRICE_RANGES, { error: vendorSettingsMessages.priceRange }),
    phone: clearable(
      z
        .string({ error: accountMessages.phone })
        .trim()
        .max(ACCOUNT_LIMITS.phone, accountMessages.phone)
        .refine(isPhoneNumber, accountMessages.phone),
    ),
    address: clearable(
      z
        .string({ error: 'Address must be text' })
        .trim()
        .max(VENDOR_LIMITS.address, tooLongMessage('Address', VENDOR_LIMITS.address)),
    ),
    estimatedPrepTime: prepMinutesSchema,
    /** Accepting orders (true) or temporarily closed (false). */
    isActive: z.boolean({ error: 'isActive must be true or false' }),
    /** Orders per 5-minute pickup slot; null = unlimited. */
    slotCapacity: slotCapacitySchema,
    /** Minutes a ready order waits before it is flagged uncollected. */
    hotShelfMinutes: hotShelfMinutesSchema,
    lowStockThreshold: lowStockThresholdSchema,
    stockResetTime: stockResetTimeSchema,
  })
  .partial();
export type VendorProfileUpdateInput = z.input<typeof vendorProfileUpdateSchema>;
export type VendorProfileUpdate = z.output<typeof vendorProfileUpdateSchema>;

/**
 * GET and PATCH /api/vendor/profile: the vendor's own settings as customers see them, and its
 * approval: 'pending' until an admin approves (a pending vendor is not listed and gets no orders).
 */
export const vendorProfileViewSchema = vendorViewSchema
  .pick({
    id: true,
    name: true,
    description: true,
    cuisine: true,
    vendorType: true,
    priceRange: true,
    phone: true,
    address: true,
    location: true,
    estimatedPrepTime: true,
    isActive: true,
    imageUrl: true,
  })
  .extend({
    approvalStatus: z.enum(APPROVAL_STATUSES),
    /** Orders per 5-minute pickup slot; null = unlimited. */
    slotCapacity: z.number().nullable(),
    hotShelfMinutes: z.number(),
    lowStockThreshold: z.number(),
    /** "HH:MM" (server local time) when counted portions go back to each day's; null: never. */
    stockResetTime: z.string().nullable(),
  });
export type VendorProfileView = z.infer<typeof vendorProfileViewSchema>;

// Analytics (accounts spec 2.9 and 3) ------------------------------------------------------------

const SERVICE_DAY_FROM = `from ${SERVICE_DAY_START_HOUR} AM`;
/** The definition shown under each figure on the vendor's screens; one per figure. */
export const ANALYTICS_DEFINITIONS = {
  todayOrders: `Paid orders today (${SERVICE_DAY_FROM}), excluding cancelled`,
  todayRevenue: `Total of paid orders today (${SERVICE_DAY_FROM}) less refunds, meal tickets included, tips and cancelled excluded`,
  totalOrders: 'Paid orders, all time, excluding cancelled',
  totalRevenue:
    'Total of paid orders, all time, less refunds, meal tickets included, tips and cancelled excluded',
  totalTips: "Customers' tips on paid orders, all time, excluding cancelled and refunded tips",
  avgPrepMinutes: "Confirmed to ready, averaged over today's paid orders",
  menuItemCount: 'On your menu, available or not',
  ordersByQuarterHour:
    'Paid orders placed in each 15 minutes, 2 hours before to 1 hour after your latest event ends, excluding cancelled',
  revenueByDay: `Total of paid orders per day (${SERVICE_DAY_FROM}) less refunds, meal tickets included, tips and cancelled excluded`,
  topItems: 'Quantity sold in paid orders, all time, excluding cancelled',
} as const;

/**
 * GET /api/vendor/analytics. Every figure counts the same orders: paid (paymentStatus 'paid' or
 * 'partially_refunded', revenue net of refunds), excluding cancelled ones; unpaid and fully
 * refunded orders never count. "Today" is the service day
 * (startOfServiceDay: from 05:00 in the server's time zone), the same day as the board's finished
 * orders; revenueByDay groups by service day too. The screens state each definition under its
 * figure (ANALYTICS_DEFINITIONS).
 */
export const vendorAnalyticsSchema = z.object({
  totalOrders: z.number().int(),
  /** Dollars, e.g. 123.45. */
  totalRevenue: z.number(),
  totalRevenueCents: z.number().int(),
  /** Tips customers added, on the same orders; revenue excludes them. Dollars, e.g. 12.50. */
  totalTips: z.number(),
  totalTipsCents: z.number().int(),
  /** The spec's name for the one average: the same figure as avgPrepMinutes. */
  avgPickupTime: z.number().nullable(),
  /** Minutes from confirmed to ready (timeline), averaged over today's orders; null if none. */
  avgPrepMinutes: z.number().nullable(),
  /** Best sellers by quantity sold (revenue orders), at most 5. */
  topItems: z.array(
    z.object({ menuItemId: z.number().int(), name: z.string(), count: z.number().int() }),
  ),
  todayOrders: z.number().int(),
  todayRevenueCents: z.number().int(),
  /** Items on the menu (available or not; deleted ones excluded). */
  menuItemCount: z.number().int(),
  /**
   * Orders placed per 15 minutes, from 2 hours before to 1 hour after the end of the vendor's
   * current or most recent event (12 buckets); [] when the vendor has no event.
   */
  ordersByQuarterHour: z.array(z.object({ start: z.string(), count: z.number().int() })),
  /** The end of the event ordersByQuarterHour surrounds; null when the vendor has no event. */
  eventEndsAt: z.string().nullable(),
  /**
   * Revenue per service day over the last 14 (today's included), oldest first, every day present;
   * `date` is the calendar date the service day starts on.
   */
  revenueByDay: z.array(z.object({ date: z.string(), revenueCents: z.number().int() })),
});
export type VendorAnalytics = z.infer<typeof vendorAnalyticsSchema>;
