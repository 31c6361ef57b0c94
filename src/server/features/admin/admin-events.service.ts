import { asc, desc, eq, inArray } from 'drizzle-orm';
import {
  canMoveEventStatus,
  eventFormMessages,
  PAST_EVENT_SLACK_MINUTES,
  type AdminEventView,
  type AdminVenueView,
  type EventCreate,
  type EventUpdate,
  type VenueCreate,
} from '../../../contract/admin';
import type { Database, Executor } from '../../db/client';
import { insertRow, lockRow } from '../../db/rows';
import { artists, eventVendors, events, vendors, venues, type Event } from '../../db/schema';
import { AppError, invalidField, notFound } from '../../errors';
import { recordAdminAction } from './admin-audit.service';
import { eventEndsAt, eventStatusAt } from '../../../contract/pickup';
import { eventUpdateMessage } from '../../realtime/events';
import { addToOutbox } from '../notifications/outbox';
import { withOutbox, type OutboxSender } from '../notifications/outbox-sender';
import { eventSchedule } from '../vendors/vendors.service';
import { moveHeldOrdersOfEvent } from '../orders/held-orders.service';

// accounts spec 2.10 Events, 3 (Event, Venue), 5 (event form): the admin creates and edits events,
// moves their status forwards and assigns vendors; venues are listed and created.

function toAdminEventView(
  event: Event,
  venueName: string,
  vendorIds: number[],
  now: Date,
): AdminEventView {
  return {
    id: event.id,
    name: event.name,
    artistId: event.artistId,
    venueId: event.venueId,
    venueName,
    eventDate: event.eventDate.toISOString(),
    estimatedEndTime: event.estimatedEndTime?.toISOString() ?? null,
    // one rule on both sides: an ended show never reads 'Ongoing' here while customers see it ended
    status: eventStatusAt(eventSchedule(event), now),
    assignedVendors: vendorIds,
    createdAt: event.createdAt.toISOString(),
  };
}

/** The vendor ids of each event, in one query for all of them. */
async function assignedVendorsOf(db: Executor, eventIds: number[]): Promise<Map<number, number[]>> {
  const byEvent = new Map<number, number[]>(eventIds.map((eventId) => [eventId, []]));
  if (eventIds.length === 0) return byEvent;
  const rows = await db
    .select({ eventId: eventVendors.eventId, vendorId: eventVendors.vendorId })
    .from(eventVendors)
    .where(inArray(eventVendors.eventId, eventIds))
    .orderBy(asc(eventVendors.vendorId));
  for (const row of rows) byEvent.get(row.eventId)?.push(row.vendorId);
  return byEvent;
}

/** Every event, latest date first. */
export async function listAdminEvents(
  db: Database,
  now: Date = new Date(),
): Promise<AdminEventView[]> {
  const rows = await db
    .select({ event: events, venueName: venues.name })
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .orderBy(desc(events.eventDate), desc(events.id));
  const vendorIds = await assignedVendorsOf(
    db,
    rows.map((row) => row.event.id),
  );
  return rows.map((row) =>
    toAdminEventView(row.event, row.venueName, vendorIds.get(row.event.id) ?? [], now),
  );
}

async function venueName(db: Executor, venueId: number): Promise<string> {
  const [venue] = await db.select({ name: venues.name }).from(venues).where(eq(venues.id, venueId));
  if (!venue) throw invalidField('body.venueId', eventFormMessages.venue);
  return venue.name;
}

async function assertArtist(db: Executor, artistId: number | null | undefined): Promise<void> {
  if (artistId === null || artistId === undefined) return;
  const [artist] = await db
    .select({ id: artists.id })
    .from(artists)
    .where(eq(artists.id, artistId));
  if (!artist) throw invalidField('body.artistId', 'Unknown artist');
}

/** Only approved vendors can be assigned; duplicates are dropped. */
async function checkedVendorIds(db: Executor, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return unique;
  const found = await db
    .select({ id: vendors.id, status: vendors.approvalStatus })
    .from(vendors)
    .where(inArray(vendors.id, unique));
  if (found.length !== unique.length || found.some((vendor) => vendor.status !== 'approved'))
    throw invalidField('body.assignedVendors', eventFormMessages.unknownVendor);
  return unique;
}

function assertEndAfterStart(eventDate: Date, estimatedEndTime: Date | null): void {
  if (estimatedEndTime && estimatedEndTime.getTime() <= eventDate.getTime())
    throw invalidField('body.estimatedEndTime', eventFormMessages.endTime);
}

async function replaceAssignedVendors(db: Executor, eventId: number, vendorIds: number[]) {
  await db.delete(eventVendors).where(eq(eventVendors.eventId, eventId));
  if (vendorIds.length > 0)
    await db.insert(eventVendors).values(vendorIds.map((vendorId) => ({ eventId, vendorId })));
}

const auditFields = (event: Event, vendorIds: number[]) => ({
  name: event.name,
  artistId: event.artistId,
  venueId: event.venueId,
  eventDate: event.eventDate,
  estimatedEndTime: event.estimatedEndTime,
  status: event.status,
  assignedVendors: vendorIds,
});

/** Creates an event; every client reads the event list again (event_update). */
export async function createEvent(
  db: Database,
  sender: OutboxSender,
  input: { actorUserId: number; event: EventCreate },
  now: Date = new Date(),
): Promise<AdminEventView> {
  const { event } = input;
  const eventDate = new Date(event.eventDate);
  if (eventDate.getTime() < now.getTime() - PAST_EVENT_SLACK_MINUTES * 60_000)
    throw invalidField('body.eventDate', eventFormMessages.pastDate);
  const estimatedEndTime = event.estimatedEndTime ? new Date(event.estimatedEndTime) : null;
  assertEndAfterStart(eventDate, estimatedEndTime);
  return withOutbox(db, sender, async (tx) => {
    const venue = await venueName(tx, event.venueId);
    await assertArtist(tx, event.artistId);
    const vendorIds = await checkedVendorIds(tx, event.assignedVendors ?? []);
    const created = await insertRow(tx, events, {
      name: event.name,
      venueId: event.venueId,
      artistId: event.artistId ?? null,
      eventDate,
      estimatedEndTime,
      status: event.status,
    });
    await replaceAssignedVendors(tx, created.id, vendorIds);
    await recordAdminAction(tx, {
      actorUserId: input.actorUserId,
      action: 'event.create',
      entityId: created.id,
      summary: `Created event ${created.name}`,
      before: null,
      after: auditFields(created, vendorIds),
    });
    await addToOutbox(tx, [eventUpdateMessage(created.id)]);
    return toAdminEventView(created, venue, vendorIds, now);
  });
}

/**
 * When the show now ends; ending it (status 'ended') ends it now unless its end has
 * already passed.
 */
function effectiveEnd(event: Event, now: Date): Date {
  const endsAt = eventEndsAt(eventSchedule(event));
  return event.status === 'ended' && endsAt > now ? now : endsAt;
}

/**
 * Saves the fields sent; the status only moves forwards (upcoming -> ongoing -> ended). Moving
 * the show's end (a new estimated end, a new start without one, ending it) moves the event's
 * held orders by the same delta in the same transaction. Every client reads the event again
 * (event_update), after the moved orders' updates.
 */
export async function updateEvent(
  db: Database,
  sender: OutboxSender,
  input: { actorUserId: number; eventId: number; changes: EventUpdate },
  now: Date = new Date(),
): Promise<AdminEventView> {
  const { changes } = input;
  return withOutbox(db, sender, async (tx) => {
    const before = await lockRow(tx, events, eq(events.id, input.eventId));
    if (!before) throw notFound('Event');
    const vendorsBefore = (await assignedVendorsOf(tx, [before.id])).get(before.id) ?? [];
    if (changes.status !== undefined && !canMoveEventStatus(before.status, changes.status))
      throw new AppError('INVALID_TRANSITION', 409, eventFormMessages.statusBackwards);
    const eventDate = changes.eventDate ? new Date(changes.eventDate) : before.eventDate;
    const estimatedEndTime =
      changes.estimatedEndTime === undefined
        ? before.estimatedEndTime
        : changes.estimatedEndTime === null
          ? null
          : new Date(changes.estimatedEndTime);
    assertEndAfterStart(eventDate, estimatedEndTime);
    const venue = await venueName(tx, changes.venueId ?? before.venueId);
    await assertArtist(tx, changes.artistId);
    const vendorIds =
      changes.assignedVendors === undefined
        ? vendorsBefore
        : await checkedVendorIds(tx, changes.assignedVendors);
    const [after] = await tx
      .update(events)
      .set({
        ...(changes.name === undefined ? {} : { name: changes.name }),
        ...(changes.venueId === undefined ? {} : { venueId: changes.venueId }),
        ...(changes.artistId === undefined ? {} : { artistId: changes.artistId }),
        ...(changes.status === undefined ? {} : { status: changes.status }),
        eventDate,
        estimatedEndTime,
      })
      .where(eq(events.id, before.id))
      .returning();
    if (!after) throw notFound('Event');
    const endDelta = effectiveEnd(after, now).getTime() - effectiveEnd(before, now).getTime();
    await moveHeldOrdersOfEvent(tx, after.id, endDelta);
    if (changes.assignedVendors !== undefined)
      await replaceAssignedVendors(tx, after.id, vendorIds);
    await recordAdminAction(tx, {
      actorUserId: input.actorUserId,
      action: 'event.update',
      entityId: after.id,
      summary:
        before.status === after.status
          ? `Updated event ${after.name}`
          : `Event ${after.name} is now ${after.status}`,
      before: auditFields(before, vendorsBefore),
      after: auditFields(after, vendorIds),
    });
    await addToOutbox(tx, [eventUpdateMessage(after.id)]);
    return toAdminEventView(after, venue, vendorIds, now);
  });
}

const toVenueView = (venue: AdminVenueView): AdminVenueView => ({
  id: venue.id,
  name: venue.name,
  address: venue.address,
  city: venue.city,
});

export async function listVenues(db: Database): Promise<AdminVenueView[]> {
  const rows = await db.select().from(venues).orderBy(asc(venues.name), asc(venues.id));
  return rows.map(toVenueView);
}

export async function createVenue(
  db: Database,
  input: { actorUserId: number; venue: VenueCreate },
): Promise<AdminVenueView> {
  return db.transaction(async (tx) => {
    const created = await insertRow(tx, venues, input.venue);
    const view = toVenueView(created);
    await recordAdminAction(tx, {
      actorUserId: input.actorUserId,
      action: 'venue.create',
      entityId: created.id,
      summary: `Added venue ${created.name}`,
      before: null,
      after: view,
    });
    return view;
  });
}
