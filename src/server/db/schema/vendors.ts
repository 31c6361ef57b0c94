import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import {
  VENDOR_TYPES,
  PRICE_RANGES,
  APPROVAL_STATUSES,
  MENU_CATEGORIES,
} from '../../../contract/enums';
import { DEFAULT_PREP_MINUTES, MAX_PREP_MINUTES, MIN_PREP_MINUTES } from '../../../contract/vendor';
import { MAX_SLOT_CAPACITY, MIN_SLOT_CAPACITY } from '../../../contract/pickup-slots';
import {
  DEFAULT_HOT_SHELF_MINUTES,
  MAX_HOT_SHELF_MINUTES,
  MIN_HOT_SHELF_MINUTES,
} from '../../../contract/ready-shelf';
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  DEFAULT_STOCK_RESET_TIME,
  MAX_LOW_STOCK_THRESHOLD,
  MAX_STOCK_COUNT,
  type Allergen,
  type DietaryTag,
} from '../../../contract/menu-options';
import { timestamptz, createdAt, updatedAt, oneOf } from './columns';
import { users } from './accounts';
import { eventVendors } from './events';
import { orderItems, orders } from './orders';
import { partnerships, specialOfferings } from './partnerships';

// Vendors and their menus (accounts spec 3, 5).

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
    estimatedPrepTime: integer().notNull().default(DEFAULT_PREP_MINUTES),
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
    /** Set while an admin has suspended an approved vendor: hidden from customers until reactivated. */
    suspendedAt: timestamptz(),
    /** Orders per 5-minute pickup slot; null = unlimited. */
    slotCapacity: integer(),
    /** Minutes a ready order waits on the shelf before it is flagged uncollected. */
    hotShelfMinutes: integer().notNull().default(DEFAULT_HOT_SHELF_MINUTES),
    /** The board warns when a counted menu item falls to this many portions. */
    lowStockThreshold: integer().notNull().default(DEFAULT_LOW_STOCK_THRESHOLD),
    /**
     * "HH:MM" (server local time) when counted portions go back to each item's dailyStockCount;
     * null: no nightly reset.
     */
    stockResetTime: text().default(DEFAULT_STOCK_RESET_TIME),
    /** When the portions were last reset (or the reset time last changed): one reset a day. */
    stockResetAt: timestamptz().notNull().defaultNow(),
    /**
     * The pickup slots (5-minute marks) the vendor paused. Kept on the vendor row, which
     * every order reads anyway, so checking them costs the order path no query; past ones are
     * pruned whenever a slot is paused.
     */
    pausedSlots: timestamptz()
      .array()
      .notNull()
      .default(sql`'{}'::timestamptz[]`),
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
    check(
      'vendors_prep_time_check',
      sql`${t.estimatedPrepTime} between ${sql.raw(`${MIN_PREP_MINUTES} and ${MAX_PREP_MINUTES}`)}`,
    ),
    check(
      'vendors_hot_shelf_check',
      sql`${t.hotShelfMinutes} between ${sql.raw(`${MIN_HOT_SHELF_MINUTES} and ${MAX_HOT_SHELF_MINUTES}`)}`,
    ),
    check(
      'vendors_low_stock_check',
      sql`${t.lowStockThreshold} between 0 and ${sql.raw(String(MAX_LOW_STOCK_THRESHOLD))}`,
    ),
    check(
      'vendors_stock_reset_time_check',
      sql`${t.stockResetTime} is null or ${t.stockResetTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
    check(
      'vendors_delivery_time_check',
      sql`${t.averageDeliveryTime} is null or ${t.averageDeliveryTime} >= 0`,
    ),
    check(
      'vendors_coordinates_check',
      sql`(${t.latitude} is null) = (${t.longitude} is null) and (${t.latitude} is null or (${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180))`,
    ),
    check(
      'vendors_slot_capacity_check',
      sql`${t.slotCapacity} is null or ${t.slotCapacity} between ${sql.raw(`${MIN_SLOT_CAPACITY} and ${MAX_SLOT_CAPACITY}`)}`,
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
    /** Allergen codes (contract/menu-options.ts), in the contract's order. */
    allergens: text()
      .array()
      .$type<Allergen[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    dietaryTags: text()
      .array()
      .$type<DietaryTag[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Portions left; null: not counted. An order takes its portions when it is placed. */
    stockCount: integer(),
    /** Portions each day: stockCount goes back to it at the vendor's stockResetTime; null: none. */
    dailyStockCount: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('menu_items_price_check', sql`${t.priceCents} >= 0`),
    check('menu_items_stock_check', sql`${t.stockCount} is null or ${t.stockCount} >= 0`),
    check(
      'menu_items_daily_stock_check',
      sql`${t.dailyStockCount} is null or ${t.dailyStockCount} between 0 and ${sql.raw(String(MAX_STOCK_COUNT))}`,
    ),
    check('menu_items_category_check', oneOf(t.category, MENU_CATEGORIES)),
    index('menu_items_vendor_idx').on(t.vendorId, t.isArchived, t.category),
  ],
);

/** An option group ("Size", "Add-ons", "Leave out"): the vendor's, shared by the items it is on. */
export const menuOptionGroups = pgTable(
  'menu_option_groups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    required: boolean().notNull().default(false),
    minChoices: integer().notNull().default(0),
    maxChoices: integer().notNull().default(1),
    /** Its options remove an ingredient ("Leave out"): the ticket sets them apart. */
    isRemoval: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'menu_option_groups_choices_check',
      sql`${t.minChoices} >= 0 and ${t.maxChoices} >= 1 and ${t.maxChoices} >= ${t.minChoices}`,
    ),
    index('menu_option_groups_vendor_idx').on(t.vendorId),
  ],
);

export const menuOptions = pgTable(
  'menu_options',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer()
      .notNull()
      .references(() => menuOptionGroups.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    priceDeltaCents: integer().notNull().default(0),
    isAvailable: boolean().notNull().default(true),
    allergens: text()
      .array()
      .$type<Allergen[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Its place in the group, from 0. */
    position: integer().notNull(),
  },
  (t) => [
    check('menu_options_price_delta_check', sql`${t.priceDeltaCents} >= 0`),
    index('menu_options_group_idx').on(t.groupId, t.position),
  ],
);

/** Which groups an item offers, in order. */
export const menuItemOptionGroups = pgTable(
  'menu_item_option_groups',
  {
    menuItemId: integer()
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    groupId: integer()
      .notNull()
      .references(() => menuOptionGroups.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.menuItemId, t.groupId] }),
    index('menu_item_option_groups_group_idx').on(t.groupId),
  ],
);

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

export type Vendor = typeof vendors.$inferSelect;
export type NewVendor = typeof vendors.$inferInsert;
export type MenuItem = typeof menuItems.$inferSelect;
export type NewMenuItem = typeof menuItems.$inferInsert;
export type MenuOptionGroup = typeof menuOptionGroups.$inferSelect;
export type MenuOption = typeof menuOptions.$inferSelect;
export type MenuCategory = (typeof MENU_CATEGORIES)[number];
