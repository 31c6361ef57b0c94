import { relations, sql } from 'drizzle-orm';
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
} from 'drizzle-orm/pg-core';
import { EVENT_STATUSES } from '../../../contract/enums';
import { timestamptz, createdAt, oneOf } from './columns';
import { mealPrograms } from './crew';
import { orders } from './orders';
import { partnerships, specialOfferings } from './partnerships';
import { vendors } from './vendors';

// Shows: venues, artists, events and the vendors assigned to them (accounts spec 3).

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

export type Venue = typeof venues.$inferSelect;
export type NewVenue = typeof venues.$inferInsert;
export type Artist = typeof artists.$inferSelect;
export type NewArtist = typeof artists.$inferInsert;
export type Event = typeof events.$inferSelect;
export type NewEvent = typeof events.$inferInsert;
export type EventVendor = typeof eventVendors.$inferSelect;
