import { relations, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Every entity of both spec documents (section 3 of each). Money is integer cents (columns end in
// Cents); the client is created with casing 'snake_case', so camelCase keys become snake_case columns.

import {
  USER_ROLES,
  VENDOR_TYPES,
  PRICE_RANGES,
  APPROVAL_STATUSES,
  MENU_CATEGORIES,
  EVENT_STATUSES,
  ORDER_STATUSES,
  ORDER_PRIORITIES,
  ORDER_FLOWS,
  PAYMENT_STATUSES,
  ACTOR_ROLES,
  PAYMENT_INTENT_STATUSES,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_PRIORITIES,
  PARTNERSHIP_TYPES,
  OFFERING_TYPES,
  MEAL_PROGRAM_TYPES,
  MEAL_TICKET_STATUSES,
  IDEMPOTENT_METHODS,
} from '../../contract/enums';

const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });
const createdAt = () => timestamptz().notNull().defaultNow();
const updatedAt = () =>
  timestamptz()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** `column in ('a', 'b')`; the values are our own constants, so inlining them is safe. */
function oneOf(column: AnyColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull().unique('users_email_unique'),
    username: text().notNull(),
    passwordHash: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phone: text().notNull(),
    address: text(),
    role: text({ enum: USER_ROLES }).notNull().default('user'),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_role_check', oneOf(t.role, USER_ROLES)),
    check('users_email_lowercase_check', sql`${t.email} = lower(${t.email})`),
    // 'Alex' and 'alex' are the same username; the name keeps 'username' for error mapping
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text().notNull().unique('sessions_token_hash_unique'),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamptz().notNull().defaultNow(),
    expiresAt: timestamptz().notNull(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

export const vendors = pgTable(
  'vendors',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The vendor account that runs it; null for listings without an account. */
    ownerUserId: integer()
      .unique('vendors_owner_user_id_unique')
      .references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** Lowercase, e.g. 'american', 'festival food' (accounts spec 5 list plus festival food);
     * the allowed list is validated in the contract, display casing is the UI's. */
    cuisine: text().notNull(),
    vendorType: text({ enum: VENDOR_TYPES }).notNull().default('food_truck'),
    rating: doublePrecision().notNull().default(0),
    reviewCount: integer().notNull().default(0),
    priceRange: text({ enum: PRICE_RANGES }).notNull().default('$$'),
    estimatedPrepTime: integer().notNull().default(20),
    imageUrl: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    /** Where to pick up at the venue, e.g. 'Lot B, Gate 3'. */
    location: text(),
    address: text(),
    phone: text(),
    averageDeliveryTime: integer(),
    approvalStatus: text({ enum: APPROVAL_STATUSES }).notNull().default('pending'),
    /** Accepting orders (true) or temporarily closed (accounts spec 4). */
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('vendors_vendor_type_check', oneOf(t.vendorType, VENDOR_TYPES)),
    check('vendors_price_range_check', oneOf(t.priceRange, PRICE_RANGES)),
    check('vendors_approval_status_check', oneOf(t.approvalStatus, APPROVAL_STATUSES)),
    check('vendors_cuisine_lowercase_check', sql`${t.cuisine} = lower(${t.cuisine})`),
    check('vendors_rating_check', sql`${t.rating} between 0 and 5`),
    check('vendors_review_count_check', sql`${t.reviewCount} >= 0`),
    // accounts spec 9: prep time allowed 5 to 120
    check('vendors_prep_time_check', sql`${t.estimatedPrepTime} between 5 and 120`),
    check(
      'vendors_delivery_time_check',
      sql`${t.averageDeliveryTime} is null or ${t.averageDeliveryTime} >= 0`,
    ),
    check(
      'vendors_coordinates_check',
      sql`(${t.latitude} is null) = (${t.longitude} is null) and (${t.latitude} is null or (${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180))`,
    ),
    index('vendors_approval_status_idx').on(t.approvalStatus, t.isActive),
    index('vendors_created_at_idx').on(t.createdAt),
  ],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    priceCents: integer().notNull(),
    category: text({ enum: MENU_CATEGORIES }).notNull(),
    imageUrl: text(),
    isAvailable: boolean().notNull().default(true),
    /** Soft delete: past orders keep pointing at the item. */
    isArchived: boolean().notNull().default(false),
    isPopular: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('menu_items_price_check', sql`${t.priceCents} >= 0`),
    check('menu_items_category_check', oneOf(t.category, MENU_CATEGORIES)),
    index('menu_items_vendor_idx').on(t.vendorId, t.isArchived, t.category),
  ],
);

export const venues = pgTable('venues', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  address: text().notNull(),
  city: text().notNull(),
  latitude: doublePrecision(),
  longitude: doublePrecision(),
  createdAt: createdAt(),
});

export const artists = pgTable('artists', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  imageUrl: text(),
  bio: text().notNull().default(''),
  genres: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  isVerified: boolean().notNull().default(false),
  /** Network name to link, e.g. { instagram: 'https://…' }. */
  socialLinks: jsonb().$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
});

export const events = pgTable(
  'events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    artistId: integer().references(() => artists.id, { onDelete: 'set null' }),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'restrict' }),
    eventDate: timestamptz().notNull(),
    estimatedEndTime: timestamptz(),
    status: text({ enum: EVENT_STATUSES }).notNull().default('upcoming'),
    createdAt: createdAt(),
  },
  (t) => [
    check('events_status_check', oneOf(t.status, EVENT_STATUSES)),
    check(
      'events_end_after_start_check',
      sql`${t.estimatedEndTime} is null or ${t.estimatedEndTime} > ${t.eventDate}`,
    ),
    index('events_status_date_idx').on(t.status, t.eventDate),
    index('events_venue_idx').on(t.venueId),
    index('events_artist_idx').on(t.artistId),
  ],
);

/** An event's assignedVendors (accounts spec 3). */
export const eventVendors = pgTable(
  'event_vendors',
  {
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.vendorId] }),
    index('event_vendors_vendor_idx').on(t.vendorId),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    eventId: integer().references(() => events.id, { onDelete: 'set null' }),
    status: text({ enum: ORDER_STATUSES }).notNull().default('pending'),
    priority: text({ enum: ORDER_PRIORITIES }).notNull().default('normal'),
    isUrgent: boolean().notNull().default(false),
    flow: text({ enum: ORDER_FLOWS }).notNull().default('browse'),
    subtotalCents: integer().notNull(),
    serviceFeeCents: integer().notNull(),
    taxCents: integer().notNull(),
    totalCents: integer().notNull(),
    pickupTime: timestamptz().notNull(),
    isAsap: boolean().notNull().default(false),
    specialInstructions: text(),
    /** The customer's note (accounts spec 2.8). */
    notes: text(),
    vendorNotes: text(),
    paymentStatus: text({ enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    paidAt: timestamptz(),
    pickupCode: text(),
    cancelReason: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastStatusUpdate: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('orders_priority_check', oneOf(t.priority, ORDER_PRIORITIES)),
    check('orders_flow_check', oneOf(t.flow, ORDER_FLOWS)),
    check('orders_payment_status_check', oneOf(t.paymentStatus, PAYMENT_STATUSES)),
    check(
      'orders_amounts_check',
      sql`${t.subtotalCents} >= 0 and ${t.serviceFeeCents} >= 0 and ${t.taxCents} >= 0 and ${t.totalCents} >= 0`,
    ),
    // customer spec 9: total = subtotal + fee + tax
    check(
      'orders_total_check',
      sql`${t.totalCents} = ${t.subtotalCents} + ${t.serviceFeeCents} + ${t.taxCents}`,
    ),
    check(
      'orders_pickup_code_check',
      sql`${t.pickupCode} is null or char_length(${t.pickupCode}) = 4`,
    ),
    index('orders_vendor_status_idx').on(t.vendorId, t.status),
    index('orders_vendor_created_idx').on(t.vendorId, t.createdAt),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_event_idx').on(t.eventId),
    index('orders_created_at_idx').on(t.createdAt),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    menuItemId: integer()
      .notNull()
      .references(() => menuItems.id, { onDelete: 'restrict' }),
    /** Snapshot of the item's name when ordered. */
    name: text().notNull(),
    unitPriceCents: integer().notNull(),
    quantity: integer().notNull(),
    notes: text(),
  },
  (t) => [
    check('order_items_unit_price_check', sql`${t.unitPriceCents} >= 0`),
    check('order_items_quantity_check', sql`${t.quantity} between 1 and 50`),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_menu_item_idx').on(t.menuItemId),
  ],
);

/** The order timeline (accounts spec 2.8). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text({ enum: ORDER_STATUSES }).notNull(),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    actorRole: text({ enum: ACTOR_ROLES }).notNull(),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_status_history_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('order_status_history_actor_role_check', oneOf(t.actorRole, ACTOR_ROLES)),
    index('order_status_history_order_idx').on(t.orderId, t.createdAt),
  ],
);

export const paymentIntents = pgTable(
  'payment_intents',
  {
    /** 'pi_…'; the client secret is '{id}_secret_…' (customer spec 3). */
    id: text().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer().notNull(),
    status: text({ enum: PAYMENT_INTENT_STATUSES }).notNull().default('requires_payment_method'),
    clientSecret: text().notNull().unique('payment_intents_client_secret_unique'),
    cardBrand: text(),
    cardLast4: text(),
    failureMessage: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payment_intents_amount_check', sql`${t.amountCents} >= 0`),
    check('payment_intents_status_check', oneOf(t.status, PAYMENT_INTENT_STATUSES)),
    check(
      'payment_intents_card_last4_check',
      sql`${t.cardLast4} is null or char_length(${t.cardLast4}) = 4`,
    ),
    index('payment_intents_order_idx').on(t.orderId),
    index('payment_intents_user_idx').on(t.userId),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    message: text().notNull(),
    category: text({ enum: NOTIFICATION_CATEGORIES }).notNull(),
    priority: text({ enum: NOTIFICATION_PRIORITIES }).notNull().default('medium'),
    isRead: boolean().notNull().default(false),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('notifications_category_check', oneOf(t.category, NOTIFICATION_CATEGORIES)),
    check('notifications_priority_check', oneOf(t.priority, NOTIFICATION_PRIORITIES)),
    index('notifications_user_read_idx').on(t.userId, t.isRead),
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_order_idx').on(t.orderId),
  ],
);

export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: text().notNull(),
  description: text().notNull().default(''),
  updatedAt: updatedAt(),
});

export const partnerships = pgTable(
  'partnerships',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    artistId: integer()
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    menuItemId: integer()
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    partnershipType: text({ enum: PARTNERSHIP_TYPES }).notNull(),
    specialPriceCents: integer().notNull(),
    originalPriceCents: integer().notNull(),
    artistMessage: text(),
    validUntil: timestamptz(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('partnerships_type_check', oneOf(t.partnershipType, PARTNERSHIP_TYPES)),
    check(
      'partnerships_prices_check',
      sql`${t.specialPriceCents} >= 0 and ${t.originalPriceCents} >= 0`,
    ),
    check('partnerships_discount_check', sql`${t.specialPriceCents} <= ${t.originalPriceCents}`),
    index('partnerships_artist_idx').on(t.artistId),
    index('partnerships_vendor_idx').on(t.vendorId),
    index('partnerships_menu_item_idx').on(t.menuItemId),
  ],
);

export const specialOfferings = pgTable(
  'special_offerings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    priceCents: integer().notNull(),
    offeringType: text({ enum: OFFERING_TYPES }).notNull(),
    availableQuantity: integer().notNull(),
    remainingQuantity: integer().notNull(),
    preOrderDeadline: timestamptz(),
    artistMessage: text(),
    pickupInstructions: text(),
    isActive: boolean().notNull().default(true),
    isArtistApproved: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('special_offerings_type_check', oneOf(t.offeringType, OFFERING_TYPES)),
    check('special_offerings_price_check', sql`${t.priceCents} >= 0`),
    check('special_offerings_available_check', sql`${t.availableQuantity} >= 0`),
    check(
      'special_offerings_remaining_check',
      sql`${t.remainingQuantity} between 0 and ${t.availableQuantity}`,
    ),
    index('special_offerings_vendor_idx').on(t.vendorId),
    index('special_offerings_event_idx').on(t.eventId),
  ],
);

export const mealPrograms = pgTable(
  'meal_programs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    programName: text().notNull(),
    description: text(),
    /** The spec's mealAllowanceAmount, in cents. */
    mealAllowanceCents: integer().notNull(),
    maxTicketsPerPerson: integer().notNull().default(1),
    programType: text({ enum: MEAL_PROGRAM_TYPES }).notNull(),
    validFrom: timestamptz().notNull(),
    validUntil: timestamptz().notNull(),
    /** The spec's optional budgetTotal, in cents. */
    budgetTotalCents: integer(),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('meal_programs_type_check', oneOf(t.programType, MEAL_PROGRAM_TYPES)),
    check('meal_programs_allowance_check', sql`${t.mealAllowanceCents} >= 0`),
    check('meal_programs_max_tickets_check', sql`${t.maxTicketsPerPerson} >= 1`),
    check(
      'meal_programs_budget_check',
      sql`${t.budgetTotalCents} is null or ${t.budgetTotalCents} >= 0`,
    ),
    check('meal_programs_dates_check', sql`${t.validUntil} >= ${t.validFrom}`),
    index('meal_programs_event_idx').on(t.eventId),
  ],
);

export const crewMembers = pgTable(
  'crew_members',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    programId: integer()
      .notNull()
      .references(() => mealPrograms.id, { onDelete: 'cascade' }),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    role: text().notNull(),
    department: text(),
    contactInfo: text(),
    specialDietaryNeeds: text(),
    mealTicketsAllocated: integer().notNull().default(0),
    mealTicketsUsed: integer().notNull().default(0),
    /** The spec's totalSpent, in cents. */
    totalSpentCents: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'crew_members_tickets_check',
      sql`${t.mealTicketsAllocated} >= 0 and ${t.mealTicketsUsed} >= 0`,
    ),
    check('crew_members_total_spent_check', sql`${t.totalSpentCents} >= 0`),
    index('crew_members_program_idx').on(t.programId),
    index('crew_members_event_idx').on(t.eventId),
  ],
);

export const mealTickets = pgTable(
  'meal_tickets',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    programId: integer()
      .notNull()
      .references(() => mealPrograms.id, { onDelete: 'cascade' }),
    crewMemberId: integer()
      .notNull()
      .references(() => crewMembers.id, { onDelete: 'cascade' }),
    status: text({ enum: MEAL_TICKET_STATUSES }).notNull().default('issued'),
    code: text().notNull().unique('meal_tickets_code_unique'),
    issuedAt: timestamptz().notNull().defaultNow(),
    redeemedAt: timestamptz(),
    redeemedVendorId: integer().references(() => vendors.id, { onDelete: 'set null' }),
    amountCents: integer().notNull(),
  },
  (t) => [
    check('meal_tickets_status_check', oneOf(t.status, MEAL_TICKET_STATUSES)),
    check('meal_tickets_amount_check', sql`${t.amountCents} >= 0`),
    check(
      'meal_tickets_redeemed_check',
      sql`${t.status} <> 'redeemed' or ${t.redeemedAt} is not null`,
    ),
    index('meal_tickets_program_idx').on(t.programId, t.status),
    index('meal_tickets_crew_member_idx').on(t.crewMemberId),
  ],
);

/** Stored answers for retried writes (Idempotency-Key header, architecture guide). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    method: text({ enum: IDEMPOTENT_METHODS }).notNull(),
    path: text().notNull(),
    requestHash: text().notNull(),
    /** Null while the first request is still being handled. */
    responseStatus: integer(),
    responseBody: jsonb().$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('idempotency_keys_user_key_unique').on(t.userId, t.key),
    check('idempotency_keys_method_check', oneOf(t.method, IDEMPOTENT_METHODS)),
    check(
      'idempotency_keys_status_check',
      sql`${t.responseStatus} is null or ${t.responseStatus} between 100 and 599`,
    ),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

// Relations, so db.query.x.findMany({ with: … }) works.

export const usersRelations = relations(users, ({ one, many }) => ({
  sessions: many(sessions),
  vendor: one(vendors),
  orders: many(orders),
  notifications: many(notifications),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const vendorsRelations = relations(vendors, ({ one, many }) => ({
  owner: one(users, { fields: [vendors.ownerUserId], references: [users.id] }),
  menuItems: many(menuItems),
  orders: many(orders),
  eventVendors: many(eventVendors),
  partnerships: many(partnerships),
  specialOfferings: many(specialOfferings),
}));

export const menuItemsRelations = relations(menuItems, ({ one, many }) => ({
  vendor: one(vendors, { fields: [menuItems.vendorId], references: [vendors.id] }),
  orderItems: many(orderItems),
  partnerships: many(partnerships),
}));

export const venuesRelations = relations(venues, ({ many }) => ({
  events: many(events),
}));

export const artistsRelations = relations(artists, ({ many }) => ({
  events: many(events),
  partnerships: many(partnerships),
}));

export const eventsRelations = relations(events, ({ one, many }) => ({
  venue: one(venues, { fields: [events.venueId], references: [venues.id] }),
  artist: one(artists, { fields: [events.artistId], references: [artists.id] }),
  eventVendors: many(eventVendors),
  orders: many(orders),
  specialOfferings: many(specialOfferings),
  mealPrograms: many(mealPrograms),
}));

export const eventVendorsRelations = relations(eventVendors, ({ one }) => ({
  event: one(events, { fields: [eventVendors.eventId], references: [events.id] }),
  vendor: one(vendors, { fields: [eventVendors.vendorId], references: [vendors.id] }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  vendor: one(vendors, { fields: [orders.vendorId], references: [vendors.id] }),
  event: one(events, { fields: [orders.eventId], references: [events.id] }),
  items: many(orderItems),
  statusHistory: many(orderStatusHistory),
  paymentIntents: many(paymentIntents),
}));

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  menuItem: one(menuItems, { fields: [orderItems.menuItemId], references: [menuItems.id] }),
}));

export const orderStatusHistoryRelations = relations(orderStatusHistory, ({ one }) => ({
  order: one(orders, { fields: [orderStatusHistory.orderId], references: [orders.id] }),
  actor: one(users, { fields: [orderStatusHistory.actorUserId], references: [users.id] }),
}));

export const paymentIntentsRelations = relations(paymentIntents, ({ one }) => ({
  order: one(orders, { fields: [paymentIntents.orderId], references: [orders.id] }),
  user: one(users, { fields: [paymentIntents.userId], references: [users.id] }),
}));

export const notificationsRelations = relations(notifications, ({ one }) => ({
  user: one(users, { fields: [notifications.userId], references: [users.id] }),
  order: one(orders, { fields: [notifications.orderId], references: [orders.id] }),
}));

export const partnershipsRelations = relations(partnerships, ({ one }) => ({
  artist: one(artists, { fields: [partnerships.artistId], references: [artists.id] }),
  menuItem: one(menuItems, { fields: [partnerships.menuItemId], references: [menuItems.id] }),
  vendor: one(vendors, { fields: [partnerships.vendorId], references: [vendors.id] }),
}));

export const specialOfferingsRelations = relations(specialOfferings, ({ one }) => ({
  vendor: one(vendors, { fields: [specialOfferings.vendorId], references: [vendors.id] }),
  event: one(events, { fields: [specialOfferings.eventId], references: [events.id] }),
}));

export const mealProgramsRelations = relations(mealPrograms, ({ one, many }) => ({
  event: one(events, { fields: [mealPrograms.eventId], references: [events.id] }),
  crewMembers: many(crewMembers),
  mealTickets: many(mealTickets),
}));

export const crewMembersRelations = relations(crewMembers, ({ one, many }) => ({
  program: one(mealPrograms, { fields: [crewMembers.programId], references: [mealPrograms.id] }),
  event: one(events, { fields: [crewMembers.eventId], references: [events.id] }),
  mealTickets: many(mealTickets),
}));

export const mealTicketsRelations = relations(mealTickets, ({ one }) => ({
  program: one(mealPrograms, { fields: [mealTickets.programId], references: [mealPrograms.id] }),
  crewMember: one(crewMembers, {
    fields: [mealTickets.crewMemberId],
    references: [crewMembers.id],
  }),
  redeemedVendor: one(vendors, {
    fields: [mealTickets.redeemedVendorId],
    references: [vendors.id],
  }),
}));

export const idempotencyKeysRelations = relations(idempotencyKeys, ({ one }) => ({
  user: one(users, { fields: [idempotencyKeys.userId], references: [users.id] }),
}));

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserRole = (typeof USER_ROLES)[number];
export type Session = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
export type Vendor = typeof vendors.$inferSelect;
export type NewVendor = typeof vendors.$inferInsert;
export type MenuItem = typeof menuItems.$inferSelect;
export type NewMenuItem = typeof menuItems.$inferInsert;
export type MenuCategory = (typeof MENU_CATEGORIES)[number];
export type Venue = typeof venues.$inferSelect;
export type NewVenue = typeof venues.$inferInsert;
export type Artist = typeof artists.$inferSelect;
export type NewArtist = typeof artists.$inferInsert;
export type Event = typeof events.$inferSelect;
export type NewEvent = typeof events.$inferInsert;
export type EventVendor = typeof eventVendors.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type OrderPriority = (typeof ORDER_PRIORITIES)[number];
export type OrderItem = typeof orderItems.$inferSelect;
export type NewOrderItem = typeof orderItems.$inferInsert;
export type OrderStatusHistoryEntry = typeof orderStatusHistory.$inferSelect;
export type NewOrderStatusHistoryEntry = typeof orderStatusHistory.$inferInsert;
export type PaymentIntent = typeof paymentIntents.$inferSelect;
export type NewPaymentIntent = typeof paymentIntents.$inferInsert;
export type Notification = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
export type Setting = typeof settings.$inferSelect;
export type NewSetting = typeof settings.$inferInsert;
export type Partnership = typeof partnerships.$inferSelect;
export type NewPartnership = typeof partnerships.$inferInsert;
export type SpecialOffering = typeof specialOfferings.$inferSelect;
export type NewSpecialOffering = typeof specialOfferings.$inferInsert;
export type MealProgram = typeof mealPrograms.$inferSelect;
export type NewMealProgram = typeof mealPrograms.$inferInsert;
export type CrewMember = typeof crewMembers.$inferSelect;
export type NewCrewMember = typeof crewMembers.$inferInsert;
export type MealTicket = typeof mealTickets.$inferSelect;
export type NewMealTicket = typeof mealTickets.$inferInsert;
export type IdempotencyKey = typeof idempotencyKeys.$inferSelect;
export type NewIdempotencyKey = typeof idempotencyKeys.$inferInsert;
