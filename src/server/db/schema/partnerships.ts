import { relations, sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { PARTNERSHIP_TYPES, OFFERING_TYPES } from '../../../contract/enums';
import { timestamptz, createdAt, oneOf } from './columns';
import { artists, events } from './events';
import { menuItems, vendors } from './vendors';

// Artist partnerships and special offerings (accounts spec 3).

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
    /** The most one customer may hold or buy (default 2). */
    maxPerCustomer: integer().notNull().default(2),
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
    check('special_offerings_max_per_customer_check', sql`${t.maxPerCustomer} >= 1`),
    index('special_offerings_vendor_idx').on(t.vendorId),
    index('special_offerings_event_idx').on(t.eventId),
  ],
);

export const partnershipsRelations = relations(partnerships, ({ one }) => ({
  artist: one(artists, { fields: [partnerships.artistId], references: [artists.id] }),
  menuItem: one(menuItems, { fields: [partnerships.menuItemId], references: [menuItems.id] }),
  vendor: one(vendors, { fields: [partnerships.vendorId], references: [vendors.id] }),
}));

export const specialOfferingsRelations = relations(specialOfferings, ({ one }) => ({
  vendor: one(vendors, { fields: [specialOfferings.vendorId], references: [vendors.id] }),
  event: one(events, { fields: [specialOfferings.eventId], references: [events.id] }),
}));

export type Partnership = typeof partnerships.$inferSelect;
export type NewPartnership = typeof partnerships.$inferInsert;
export type SpecialOffering = typeof specialOfferings.$inferSelect;
export type NewSpecialOffering = typeof specialOfferings.$inferInsert;
