import { and, asc, desc, eq, getTableColumns, gt, isNull, ne, sql } from 'drizzle-orm';
import { MENU_CATEGORIES } from '../../../contract/enums';
import { centsToDecimal } from '../../../contract/money';
import {
  DEFAULT_EVENT_MINUTES,
  eventEndsAt,
  eventStatusAt,
  type EventSchedule,
} from '../../../contract/pickup';
import type {
  CurrentEventView,
  EventView,
  MenuItemView,
  VendorView,
} from '../../../contract/vendors';
import type { Executor } from '../../db/client';
import type { Bindable } from '../../db/prepared';
import { events, menuItems, vendors, venues, type Event, type Vendor } from '../../db/schema';
import { notFound } from '../../errors';
import { menuItemColumns, toOptionGroupView, type MenuItemWithOptions } from './menu-options';

/**
 * The vendor has a menu item customers can order (available, not archived). `vendors.id` is
 * written qualified: drizzle leaves a column bare in a one-table select, where it would bind to
 * the menu item.
 */
export const hasOrderableItem = sql<boolean>`exists (select 1 from menu_items listed_item
  where listed_item.vendor_id = vendors.id and listed_item.is_available
  and not listed_item.is_archived)`;

/**
 * Customers see approved vendors only; pending and rejected applications never (accounts spec 4),
 * nor a vendor an admin has suspended, nor one without a description or anything to order.
 */
export const isListed = and(
  eq(vendors.approvalStatus, 'approved'),
  isNull(vendors.suspendedAt),
  sql`btrim(${vendors.description}) <> ''`,
  hasOrderableItem,
);
/** Customers never see unavailable or archived items. */
const isOrderable = and(eq(menuItems.isAvailable, true), eq(menuItems.isArchived, false));

// A menu reads popular first, then course by course (accounts spec 5 category order), then by name.
const categoryOrder = sql`array_position(${sql.raw(
  `array[${MENU_CATEGORIES.map((category) => `'${category}'`).join(', ')}]::text[]`,
)}, ${menuItems.category})`;
const menuOrder = [desc(menuItems.isPopular), asc(categoryOrder), asc(menuItems.name)];

export function toVendorView(vendor: Vendor): VendorView {
  return {
    id: vendor.id,
    name: vendor.name,
    cuisine: vendor.cuisine,
    description: vendor.description,
    vendorType: vendor.vendorType,
    rating: vendor.rating,
    reviewCount: vendor.reviewCount,
    priceRange: vendor.priceRange,
    estimatedPrepTime: vendor.estimatedPrepTime,
    imageUrl: vendor.imageUrl,
    latitude: vendor.latitude,
    longitude: vendor.longitude,
    location: vendor.location,
    address: vendor.address,
    phone: vendor.phone,
    averageDeliveryTime: vendor.averageDeliveryTime,
    isActive: vendor.isActive,
  };
}

export function toMenuItemView(item: MenuItemWithOptions): MenuItemView {
  return {
    id: item.id,
    vendorId: item.vendorId,
    name: item.name,
    description: item.description,
    price: centsToDecimal(item.priceCents),
    priceCents: item.priceCents,
    category: item.category,
    imageUrl: item.imageUrl,
    isAvailable: item.isAvailable,
    isPopular: item.isPopular,
    allergens: item.allergens,
    dietaryTags: item.dietaryTags,
    stockCount: item.stockCount,
    dailyStockCount: item.dailyStockCount,
    optionGroups: item.optionGroups.map(toOptionGroupView),
  };
}

/** Approved vendors, temporarily closed ones included (isActive false), best rated first. */
export async function listVendors(db: Executor): Promise<VendorView[]> {
  const rows = await db
    .select()
    .from(vendors)
    .where(isListed)
    .orderBy(desc(vendors.rating), desc(vendors.reviewCount), asc(vendors.id));
  return rows.map(toVendorView);
}

/** A listed vendor, or 404 for unknown, pending and rejected ones alike. */
/** The vendor if it is listed, as a query to run or to put inside a larger statement. */
export const listedVendorQuery = (db: Executor, vendorId: Bindable<number>) =>
  db
    .select()
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), isListed))
    .limit(1);

export async function findListedVendor(db: Executor, vendorId: number): Promise<Vendor> {
  const [vendor] = await listedVendorQuery(db, vendorId);
  if (!vendor) throw notFound('Vendor');
  return vendor;
}

export async function getVendor(db: Executor, vendorId: number): Promise<VendorView> {
  return toVendorView(await findListedVendor(db, vendorId));
}

export async function listVendorMenu(db: Executor, vendorId: number): Promise<MenuItemView[]> {
  await findListedVendor(db, vendorId);
  const rows = await db
    .select(menuItemColumns)
    .from(menuItems)
    .where(and(eq(menuItems.vendorId, vendorId), isOrderable))
    .orderBy(...menuOrder);
  return rows.map(toMenuItemView);
}

/** Every orderable item of every listed vendor (artist partnerships page). */
export async function listMenuItems(db: Executor): Promise<MenuItemView[]> {
  const rows = await db
    .select(menuItemColumns)
    .from(menuItems)
    .innerJoin(vendors, eq(vendors.id, menuItems.vendorId))
    .where(and(isListed, isOrderable))
    .orderBy(asc(menuItems.vendorId), ...menuOrder);
  return rows.map(toMenuItemView);
}

// Events ----------------------------------------------------------------------------------------

/** An event row in the shared contract's terms (contract/pickup.ts). */
export function eventSchedule(
  event: Pick<Event, 'eventDate' | 'estimatedEndTime' | 'status'>,
): EventSchedule {
  return { startsAt: event.eventDate, endsAt: event.estimatedEndTime, status: event.status };
}

const endsAtSql = sql`coalesce(${events.estimatedEndTime}, ${events.eventDate} + make_interval(mins => ${DEFAULT_EVENT_MINUTES}))`;

/** Shows in progress start before upcoming ones, so the first few rows hold every candidate. */
const EVENTS_NOT_OVER_LIMIT = 50;

const notOverAt = (now: Bindable<Date>) =>
  and(
    ne(events.status, 'ended'),
    gt(endsAtSql, sql`${now instanceof Date ? now.toISOString() : now}::timestamptz`),
  );

/** Events not over yet at `now`, soonest first, with their venue. */
async function eventsNotOver(db: Executor, now: Date) {
  return db
    .select({ event: events, venue: venues })
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(notOverAt(now))
    .orderBy(asc(events.eventDate), asc(events.id))
    .limit(EVENTS_NOT_OVER_LIMIT);
}

/** The same events' own columns, as a query to put inside a larger statement. */
export function eventsNotOverQuery(db: Executor, now: Bindable<Date>) {
  return db
    .select(getTableColumns(events))
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(notOverAt(now))
    .orderBy(asc(events.eventDate), asc(events.id))
    .limit(EVENTS_NOT_OVER_LIMIT);
}

/** Of events not over (soonest first), the one in progress at `now`, if any. */
export const ongoingEventOf = (notOver: readonly Event[], now: Date): Event | undefined =>
  notOver.find((event) => eventStatusAt(eventSchedule(event), now) === 'ongoing');

/** The event in progress at `now` (its end bounds scheduled pickups), if any. */
export async function findOngoingEvent(db: Executor, now: Date): Promise<Event | undefined> {
  const rows = await eventsNotOver(db, now);
  return ongoingEventOf(
    rows.map((row) => row.event),
    now,
  );
}

/**
 * The first moment after `now` at which an event's status (eventStatusAt) would change by itself:
 * an upcoming event starting, an event ending. Null when none will. Answers built from these
 * events stay true until then (cached public reads expire at that moment).
 */
export function nextStatusChange(schedules: EventSchedule[], now: Date): Date | null {
  let next: number | null = null;
  for (const schedule of schedules) {
    if (schedule.status === 'ended') continue;
    const moments = [eventEndsAt(schedule).getTime()];
    if (schedule.status !== 'ongoing') moments.push(new Date(schedule.startsAt).getTime());
    for (const moment of moments)
      if (moment > now.getTime() && (next === null || moment < next)) next = moment;
  }
  return next === null ? null : new Date(next);
}

/**
 * customer spec 7: the ongoing event(s), else the next upcoming one; [] when there is none. Also
 * when that answer changes by itself: the rows read hold every event that can start or end first
 * (they are the earliest starts among the events not over).
 */
export async function listCurrentEvents(
  db: Executor,
  now: Date,
): Promise<{ events: CurrentEventView[]; changesAt: Date | null }> {
  const rows = await eventsNotOver(db, now);
  const ongoing = rows.filter((row) => eventStatusAt(eventSchedule(row.event), now) === 'ongoing');
  const chosen = ongoing.length > 0 ? ongoing : rows.slice(0, 1);
  const views = chosen.map(({ event, venue }) => ({
    id: event.id,
    name: event.name,
    date: event.eventDate.toISOString(),
    // the effective end (start + default length without an estimate), so a countdown always has one
    endDate: eventEndsAt(eventSchedule(event)).toISOString(),
    venue: venue.name,
    location: venue.address,
    status: eventStatusAt(eventSchedule(event), now),
    venueLatitude: venue.latitude,
    venueLongitude: venue.longitude,
  }));
  return {
    events: views,
    changesAt: nextStatusChange(
      rows.map((row) => eventSchedule(row.event)),
      now,
    ),
  };
}

/**
 * All events in date order with venue and assigned vendors (accounts spec 3), one query, and when
 * one of their statuses changes by itself.
 */
export async function listEvents(
  db: Executor,
  now: Date,
): Promise<{ events: EventView[]; changesAt: Date | null }> {
  const rows = await db.query.events.findMany({
    with: {
      venue: { columns: { name: true, address: true } },
      eventVendors: { columns: { vendorId: true } },
    },
    orderBy: [asc(events.eventDate), asc(events.id)],
  });
  const views = rows.map((event) => ({
    id: event.id,
    name: event.name,
    artistId: event.artistId,
    venueId: event.venueId,
    venue: event.venue.name,
    location: event.venue.address,
    eventDate: event.eventDate.toISOString(),
    estimatedEndTime: event.estimatedEndTime?.toISOString() ?? null,
    status: eventStatusAt(eventSchedule(event), now),
    assignedVendors: event.eventVendors.map((entry) => entry.vendorId).sort((a, b) => a - b),
  }));
  return { events: views, changesAt: nextStatusChange(rows.map(eventSchedule), now) };
}
