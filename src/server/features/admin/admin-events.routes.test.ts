import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  eventFormMessages,
  venueFormMessages,
  type AdminEventView,
  type AdminVenueView,
} from '../../../contract/admin';
import { createTestApp, login, type TestApp } from '../../../test/test-app';
import type { EventView } from '../../../contract/vendors';
import { events } from '../../db/schema';
import { seededVendorId } from '../orders/orders.test-support';
import { ADMIN_EMAIL, call, latestAuditEntry } from './admin.test-support';

// accounts spec 2.10 Events and the Create Event dialog, 3 (Event, Venue), 4 and 5 (event form).

let harness: TestApp;
let admin: string;
let venueId: number;

beforeAll(async () => {
  harness = await createTestApp();
  admin = await login(harness.app, ADMIN_EMAIL);
  const venues = await call(harness.app, 'GET', '/api/admin/venues', admin);
  venueId = venues.json<AdminVenueView[]>()[0]?.id ?? 0;
});
afterAll(() => harness.close());

const createEvent = (body: unknown) => call(harness.app, 'POST', '/api/admin/events', admin, body);
const patchEvent = (eventId: number, body: unknown) =>
  call(harness.app, 'PATCH', `/api/admin/events/${eventId}`, admin, body);
const valid = () => ({
  name: 'Encore Night',
  venueId,
  eventDate: '2030-06-01T19:00:00.000Z',
  estimatedEndTime: '2030-06-01T22:30:00.000Z',
  status: 'upcoming',
});
const issueMessages = (response: { json: () => { issues?: { message: string }[] } }) =>
  (response.json().issues ?? []).map((issue) => issue.message);

describe('GET /api/admin/events and /api/admin/venues', () => {
  it('lists events with their venue and assigned vendors, and the venues', async () => {
    const events = await call(harness.app, 'GET', '/api/admin/events', admin);
    expect(events.statusCode).toBe(200);
    const list = events.json<AdminEventView[]>();
    expect(list.length).toBeGreaterThan(0);
    expect(list.some((event) => event.assignedVendors.length > 0)).toBe(true);
    expect(list[0]).toMatchObject({ venueName: expect.any(String), status: expect.any(String) });
    const venues = await call(harness.app, 'GET', '/api/admin/venues', admin);
    expect(venues.json<AdminVenueView[]>()[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      address: expect.any(String),
      city: expect.any(String),
    });
  });
});

describe('POST /api/admin/events', () => {
  it.each([
    ['name', { name: '  ' }, eventFormMessages.name],
    ['name missing', { name: undefined }, eventFormMessages.name],
    ['venue 0 (the default)', { venueId: 0 }, eventFormMessages.venue],
    ['venue missing', { venueId: undefined }, eventFormMessages.venue],
    ['venue beyond any id', { venueId: 99_999_999_999 }, eventFormMessages.venue],
    ['date missing', { eventDate: undefined }, eventFormMessages.eventDate],
    ['date empty', { eventDate: '' }, eventFormMessages.eventDate],
    ['status', { status: 'cancelled' }, eventFormMessages.status],
  ])('refuses a bad %s with the spec message', async (_label, change, message) => {
    const response = await createEvent({ ...valid(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(issueMessages(response)).toContain(message);
  });

  it('refuses an unknown venue, an end before the start and unknown vendors', async () => {
    const unknownVenue = await createEvent({ ...valid(), venueId: 999_999 });
    expect(unknownVenue.statusCode).toBe(400);
    expect(unknownVenue.json().message).toBe(eventFormMessages.venue);
    const backwards = await createEvent({ ...valid(), estimatedEndTime: '2030-06-01T18:00:00Z' });
    expect(backwards.json()).toMatchObject({ message: eventFormMessages.endTime });
    const pendingVendor = await seededVendorId(harness.database.db, 'Night Owl Noodles');
    const vendors = await createEvent({ ...valid(), assignedVendors: [pendingVendor] });
    expect(vendors.json()).toMatchObject({ message: eventFormMessages.unknownVendor });
  });

  it('creates an event (status upcoming by default, end time null) and records it', async () => {
    const burgers = await seededVendorId(harness.database.db, 'Curtain Call Burgers');
    const response = await createEvent({
      name: ' Matinee ',
      venueId,
      eventDate: '2030-07-01T14:00:00.000Z',
      estimatedEndTime: null,
      assignedVendors: [burgers, burgers],
    });
    expect(response.statusCode).toBe(201);
    const event = response.json<AdminEventView>();
    expect(event).toMatchObject({
      name: 'Matinee',
      venueId,
      eventDate: '2030-07-01T14:00:00.000Z',
      estimatedEndTime: null,
      status: 'upcoming',
      assignedVendors: [burgers],
    });
    expect(await latestAuditEntry(harness.database.db)).toMatchObject({
      action: 'event.create',
      entityId: String(event.id),
      before: null,
      after: { name: 'Matinee', status: 'upcoming' },
    });
    const list = (await call(harness.app, 'GET', '/api/admin/events', admin)).json<
      AdminEventView[]
    >();
    expect(list.map((entry) => entry.id)).toContain(event.id);
  });
});

describe('PATCH /api/admin/events/{id}', () => {
  it('edits fields, assigns vendors and moves the status forwards only', async () => {
    const created = (await createEvent(valid())).json<AdminEventView>();
    const burgers = await seededVendorId(harness.database.db, 'Curtain Call Burgers');

    const edited = await patchEvent(created.id, {
      name: 'Encore Night II',
      assignedVendors: [burgers],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<AdminEventView>()).toMatchObject({
      name: 'Encore Night II',
      assignedVendors: [burgers],
      eventDate: valid().eventDate,
    });
    const ongoing = await patchEvent(created.id, { status: 'ongoing' });
    expect(ongoing.json<AdminEventView>().status).toBe('ongoing');
    const back = await patchEvent(created.id, { status: 'upcoming' });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: eventFormMessages.statusBackwards,
    });
    expect((await patchEvent(created.id, { status: 'ended' })).json().status).toBe('ended');
    expect((await patchEvent(created.id, { status: 'ongoing' })).statusCode).toBe(409);
    const cleared = await patchEvent(created.id, { assignedVendors: [] });
    expect(cleared.json<AdminEventView>().assignedVendors).toEqual([]);
    expect(await latestAuditEntry(harness.database.db)).toMatchObject({
      action: 'event.update',
      before: { assignedVendors: [burgers] },
      after: { assignedVendors: [] },
    });
  });

  it('validates the fields it is sent and answers 404 for an unknown event', async () => {
    const created = (await createEvent(valid())).json<AdminEventView>();
    const blank = await patchEvent(created.id, { name: '' });
    expect(issueMessages(blank)).toContain(eventFormMessages.name);
    const early = await patchEvent(created.id, { estimatedEndTime: '2030-06-01T18:00:00Z' });
    expect(early.json().message).toBe(eventFormMessages.endTime);
    expect((await patchEvent(999_999, { name: 'Ghost' })).statusCode).toBe(404);
  });
});

describe('POST /api/admin/venues', () => {
  it('creates a venue and refuses missing fields with their messages', async () => {
    const response = await call(harness.app, 'POST', '/api/admin/venues', admin, {
      name: 'Fox Theater',
      address: '1807 Telegraph Ave',
      city: 'Oakland',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<AdminVenueView>()).toMatchObject({ name: 'Fox Theater' });
    expect(await latestAuditEntry(harness.database.db)).toMatchObject({ action: 'venue.create' });
    const bad = await call(harness.app, 'POST', '/api/admin/venues', admin, { name: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(issueMessages(bad)).toEqual(
      expect.arrayContaining([
        venueFormMessages.name,
        venueFormMessages.address,
        venueFormMessages.city,
      ]),
    );
  });
});

describe('one status for an event, on both sides', () => {
  it('refuses a new event dated in the past, by the date field (400)', async () => {
    const response = await createEvent({
      ...valid(),
      eventDate: '2020-01-02T19:00:00.000Z',
      estimatedEndTime: null,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'body.eventDate', message: eventFormMessages.pastDate },
    ]);
  });

  it('shows the admin the status customers see, and counts upcoming events as they do', async () => {
    const created = (
      await createEvent({ ...valid(), name: 'Already Over' })
    ).json<AdminEventView>();
    // the show has run its course, though nobody marked it ended
    const HOUR = 3_600_000;
    await harness.database.db
      .update(events)
      .set({
        eventDate: new Date(Date.now() - 5 * HOUR),
        estimatedEndTime: new Date(Date.now() - 2 * HOUR),
      })
      .where(eq(events.id, created.id));

    const adminList = (await call(harness.app, 'GET', '/api/admin/events', admin)).json<
      AdminEventView[]
    >();
    const publicList = (await call(harness.app, 'GET', '/api/events')).json<EventView[]>();
    expect(adminList.find((event) => event.id === created.id)?.status).toBe('ended');
    const statusOf = (list: { id: number; status: string }[]) =>
      Object.fromEntries(list.map((event) => [event.id, event.status]));
    expect(statusOf(adminList)).toEqual(statusOf(publicList));

    const analytics = await call(harness.app, 'GET', '/api/admin/analytics', admin);
    expect(analytics.json().upcomingEvents).toBe(
      publicList.filter((event) => event.status === 'upcoming').length,
    );
  });
});
