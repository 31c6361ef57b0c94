import { z } from 'zod';
import { APPROVAL_STATUSES, EVENT_STATUSES, PRICE_RANGES, USER_ROLES } from './enums';
import { requiredText } from './form-fields';
import { idNumber, idParam } from './ids';

// The admin back office (accounts spec 2.10, 2.11, 5, 6, 7): every /api/admin/* request and
// answer. Money is integer cents (`...Cents`) plus the two-decimal string the screen shows.

const isoDate = z.string().describe('ISO 8601 timestamp');
const id = idParam('Id');

/** Path parameters `{id}` and `{vendorId}`. */
export const adminIdParamsSchema = z.object({ id });
export const adminVendorParamsSchema = z.object({ vendorId: id });

// Users ------------------------------------------------------------------------------------------

/** GET /api/admin/users: an account without its password hash or sessions. */
export const adminUserViewSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  role: z.enum(USER_ROLES),
  isActive: z.boolean(),
  createdAt: isoDate,
});
export type AdminUserView = z.infer<typeof adminUserViewSchema>;

/** The roles an admin may give: between customer (user) and vendor; nobody is made admin here. */
export const ASSIGNABLE_ROLES = ['user', 'vendor'] as const;

export const adminUserMessages = {
  role: 'Role must be user or vendor',
  isActive: 'isActive must be true or false',
  empty: 'Send isActive or role',
  self: 'You cannot deactivate or demote your own account',
  lastAdmin: 'The last active admin cannot be deactivated or demoted',
} as const;

/** Sign-in of a deactivated account (403 ACCOUNT_DISABLED). */
export const ACCOUNT_DISABLED_MESSAGE =
  'This account has been deactivated. Please contact the organiser to restore it.';

/** PATCH /api/admin/users/{id}. */
export const adminUserUpdateSchema = z
  .strictObject({
    isActive: z.boolean({ error: adminUserMessages.isActive }).optional(),
    role: z.enum(ASSIGNABLE_ROLES, { error: adminUserMessages.role }).optional(),
  })
  .refine(
    (body) => body.isActive !== undefined || body.role !== undefined,
    adminUserMessages.empty,
  );
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

// Vendors ----------------------------------------------------------------------------------------

/** A vendor application or listing as the back office shows it (accounts spec 2.10 Vendors). */
export const adminVendorViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  cuisine: z.string(),
  priceRange: z.enum(PRICE_RANGES),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  approvalStatus: z.enum(APPROVAL_STATUSES),
  /** The vendor's own open/closed switch. */
  isActive: z.boolean(),
  /** Hidden from customers by an admin until reactivated. */
  isSuspended: z.boolean(),
  ownerUserId: z.number().int().nullable(),
  ownerEmail: z.string().nullable(),
  /** What the vendor still lacks before customers can see it (listingGaps); [] when complete. */
  missingForListing: z.array(z.string()),
  createdAt: isoDate,
});
export type AdminVendorView = z.infer<typeof adminVendorViewSchema>;

/**
 * A vendor is listed to customers only with a description and at least one item they can order;
 * what is missing, in words, for the admin (and the refusal of an approval).
 */
export function listingGaps(vendor: { description: string; hasOrderableItem: boolean }): string[] {
  const gaps: string[] = [];
  if (vendor.description.trim() === '') gaps.push('a description');
  if (!vendor.hasOrderableItem) gaps.push('an available menu item');
  return gaps;
}

/** The refusal of approving an incomplete application, naming what is missing. */
export const incompleteApplicationMessage = (name: string, gaps: string[]) =>
  `${name} cannot be approved yet: it needs ${gaps.join(' and ')}.`;

const reason = z
  .string({ error: 'Reason must be text' })
  .trim()
  .max(500, 'Reason must be at most 500 characters')
  .optional();

/** PATCH /api/admin/vendors/{vendorId}/approve (accounts spec 4 and 7: a boolean approved). */
export const vendorApprovalSchema = z.strictObject({
  approved: z.boolean({ error: 'approved must be true or false' }),
  reason,
});
export type VendorApproval = z.infer<typeof vendorApprovalSchema>;

/** PATCH /api/admin/vendors/{vendorId}: suspend (true) or reactivate (false) an approved vendor. */
export const vendorSuspensionSchema = z.strictObject({
  suspended: z.boolean({ error: 'suspended must be true or false' }),
  reason,
});
export type VendorSuspension = z.infer<typeof vendorSuspensionSchema>;

// Events and venues ------------------------------------------------------------------------------

/** accounts spec 5, event form. */
export const eventFormMessages = {
  name: 'Event name is required',
  venue: 'Please select a venue',
  eventDate: 'Event date is required',
  pastDate: 'The event date must not be in the past',
  endTime: 'The end time must be after the event date',
  status: 'Status must be upcoming, ongoing or ended',
  vendors: 'Assigned vendors must be vendor ids',
  unknownVendor: 'Every assigned vendor must be an approved vendor',
  statusBackwards: 'An event moves forwards only: upcoming, then ongoing, then ended',
} as const;

const eventName = z
  .string({ error: eventFormMessages.name })
  .trim()
  .min(1, eventFormMessages.name)
  .max(200, 'Event name must be at most 200 characters');
const venueId = idNumber({ message: eventFormMessages.venue });
const eventDate = z.iso
  .datetime({ offset: true, error: eventFormMessages.eventDate })
  .max(40, eventFormMessages.eventDate);
const endTime = z.iso
  .datetime({ offset: true, error: 'Estimated end time must be a date' })
  .max(40, 'Estimated end time must be a date');
const eventStatus = z.enum(EVENT_STATUSES, { error: eventFormMessages.status });
const assignedVendors = z
  .array(idNumber({ message: eventFormMessages.vendors }), {
    error: eventFormMessages.vendors,
  })
  .max(100, 'At most 100 vendors per event');

/** POST /api/admin/events (accounts spec 5 and 7). */
export const eventCreateSchema = z.strictObject({
  name: eventName,
  venueId,
  eventDate,
  estimatedEndTime: endTime.nullable().optional(),
  status: eventStatus.default('upcoming'),
  artistId: idNumber('Artist id').nullable().optional(),
  assignedVendors: assignedVendors.optional(),
});
export type EventCreate = z.infer<typeof eventCreateSchema>;

/** PATCH /api/admin/events/{id}: the fields sent; assignedVendors replaces the whole list. */
export const eventUpdateSchema = eventCreateSchema
  .extend({ status: eventStatus })
  .partial()
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    'Send at least one field to change',
  );
export type EventUpdate = z.infer<typeof eventUpdateSchema>;

export const adminEventViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  artistId: z.number().int().nullable(),
  venueId: z.number().int(),
  venueName: z.string(),
  eventDate: isoDate,
  estimatedEndTime: isoDate.nullable(),
  /** What customers see: the dates decide, with the admin's ongoing/ended (contract/pickup.ts). */
  status: z.enum(EVENT_STATUSES),
  assignedVendors: z.array(z.number().int()),
  createdAt: isoDate,
});
export type AdminEventView = z.infer<typeof adminEventViewSchema>;

/**
 * A new event may not start in the past; a few minutes' slack lets a show that is starting now be
 * entered (the date field has minute precision).
 */
export const PAST_EVENT_SLACK_MINUTES = 5;

/** The forward-only event lifecycle: upcoming -> ongoing -> ended (staying put is allowed). */
export function canMoveEventStatus(
  from: (typeof EVENT_STATUSES)[number],
  to: (typeof EVENT_STATUSES)[number],
): boolean {
  return EVENT_STATUSES.indexOf(to) >= EVENT_STATUSES.indexOf(from);
}

export const venueFormMessages = {
  name: 'Venue name is required',
  address: 'Address is required',
  city: 'City is required',
} as const;

/** POST /api/admin/venues. */
export const venueCreateSchema = z.strictObject({
  name: requiredText(venueFormMessages.name, 200),
  address: requiredText(venueFormMessages.address, 300),
  city: requiredText(venueFormMessages.city, 100),
});
export type VenueCreate = z.infer<typeof venueCreateSchema>;

export const adminVenueViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
});
export type AdminVenueView = z.infer<typeof adminVenueViewSchema>;

// Analytics and activity -------------------------------------------------------------------------

/** Window of the stat cards' change labels, and of the spec's user-activity figures (spec 9). */
export const STAT_WINDOW_DAYS = 30;
export const NEW_USERS_WINDOW_DAYS = 7;
export const CHART_DAYS = 14;

/**
 * One stat card: `value` now; `recent` and `previous` are what happened in the last 30 days and in
 * the 30 days before (signups, listed vendors created, events created, revenue); `changePercent` is
 * recent against previous, rounded, null when there was nothing before to compare with.
 */
export const statCardSchema = z.object({
  value: z.number(),
  recent: z.number(),
  previous: z.number(),
  changePercent: z.number().nullable(),
});
export type StatCard = z.infer<typeof statCardSchema>;

/**
 * GET /api/admin/analytics. Revenue counts paid orders that were not cancelled, a meal ticket's
 * part included.
 */
export const adminAnalyticsSchema = z.object({
  /** Two decimals, e.g. '1234.50' (accounts spec 3: Analytics (admin) totalRevenue). */
  totalRevenue: z.string(),
  totalRevenueCents: z.number().int(),
  totalUsers: z.number().int(),
  /** Vendors listed to customers (approved, not suspended, with a description and a dish). */
  activeVendors: z.number().int(),
  totalEvents: z.number().int(),
  upcomingEvents: z.number().int(),
  totalOrders: z.number().int(),
  pendingVendorApplications: z.number().int(),
  /** Accounts created in the last 7 days. */
  newUsersLast7Days: z.number().int(),
  /** Vendors created in the last 30 days. */
  vendorsCreatedLast30Days: z.number().int(),
  cards: z.object({
    totalUsers: statCardSchema,
    activeVendors: statCardSchema,
    upcomingEvents: statCardSchema,
    platformRevenueCents: statCardSchema,
  }),
  /** The last 14 days (UTC dates), oldest first, days without orders included. */
  ordersByDay: z.array(
    z.object({ date: z.string(), orders: z.number().int(), revenueCents: z.number().int() }),
  ),
  topVendors: z.array(
    z.object({
      vendorId: z.number().int(),
      name: z.string(),
      orders: z.number().int(),
      revenueCents: z.number().int(),
    }),
  ),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

export const ACTIVITY_KINDS = ['admin', 'signup', 'order'] as const;
export const ACTIVITY_LIMIT = 20;

/** GET /api/admin/activity: Recent Activity, newest first. */
export const activityEntrySchema = z.object({
  /** Unique across kinds, e.g. 'admin-12', 'signup-4', 'order-31'. */
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  /** For admin entries, the action, e.g. 'vendor.approve'. */
  action: z.string().nullable(),
  message: z.string(),
  at: isoDate,
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

// Settings (accounts spec 2.11, 5, 9) ------------------------------------------------------------

export const settingViewSchema = z.object({
  key: z.string(),
  value: z.string(),
  description: z.string(),
});
export type SettingView = z.infer<typeof settingViewSchema>;

export const settingKeyParamsSchema = z.object({
  key: z.string().min(1).max(100),
});

export const settingUpdateSchema = z.strictObject({
  value: z
    .string({ error: 'Value must be text' })
    .max(1000, 'Value must be at most 1000 characters'),
});

export type SettingKind = 'switch' | 'rate' | 'number' | 'text';

/** accounts spec 5: the editor (and rule) is guessed from the key. */
export function settingKind(key: string): SettingKind {
  if (key.includes('mode')) return 'switch';
  if (key.includes('rate')) return 'rate';
  if (key.includes('delay') || key.includes('days')) return 'number';
  return 'text';
}

/** The longest simulated payment wait: longer only holds a request open (the editor's maximum too). */
export const MAX_PAYMENT_DELAY_MS = 10_000;

export const settingMessages = {
  switch: 'Must be on or off',
  rate: 'Must be a number from 0.0 to 1.0',
  number: 'Must be a number of at least 0',
  delay: `Must be a number from 0 to ${MAX_PAYMENT_DELAY_MS} milliseconds`,
} as const;

/**
 * The stored text for `value` under `key`'s rule, or the message that refuses it. Switches are
 * stored as 'true'/'false' (on/off, true/false and 1/0 are accepted), numbers trimmed.
 */
export function normaliseSettingValue(
  key: string,
  value: string,
): { ok: true; value: string } | { ok: false; message: string } {
  const kind = settingKind(key);
  const trimmed = value.trim();
  if (kind === 'switch') {
    const lower = trimmed.toLowerCase();
    if (['on', 'true', '1'].includes(lower)) return { ok: true, value: 'true' };
    if (['off', 'false', '0'].includes(lower)) return { ok: true, value: 'false' };
    return { ok: false, message: settingMessages.switch };
  }
  if (kind === 'text') return { ok: true, value };
  // plain decimals only: Number() would also read '0x10' as 16 and '1e4' as 10000
  const number = /^(\d+(\.\d*)?|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (kind === 'rate') {
    return Number.isFinite(number) && number >= 0 && number <= 1
      ? { ok: true, value: String(number) }
      : { ok: false, message: settingMessages.rate };
  }
  if (key.includes('delay'))
    return Number.isFinite(number) && number >= 0 && number <= MAX_PAYMENT_DELAY_MS
      ? { ok: true, value: String(number) }
      : { ok: false, message: settingMessages.delay };
  return Number.isFinite(number) && number >= 0
    ? { ok: true, value: String(number) }
    : { ok: false, message: settingMessages.number };
}
