import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  CurrentEventView,
  EventView,
  MenuItemView,
  VendorView,
} from '../../../contract/vendors';
import { events, menuItems, vendors } from '../../db/schema';
import { eventUpdateMessage, publishLive, vendorUpdateMessage } from '../../realtime/events';
import { createTestApp, login, type TestApp } from '../../../test/test-app';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

const get = (url: string, cookie?: string) =>
  harness.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function vendorId(name: string): Promise<number> {
  const [row] = await harness.database.db.select().from(vendors).where(eq(vendors.name, name));
  if (!row) throw new Error(`no vendor ${name}`);
  return row.id;
}

// Direct writes publish what the vendor and admin APIs publish after the same change, so the
// app drops its cached public reads.
const vendorChanged = async (name: string) =>
  publishLive(harness.bus, vendorUpdateMessage(await vendorId(name)));
const eventChanged = (id: number) => publishLive(harness.bus, eventUpdateMessage(id));

describe('GET /api/vendors', () => {
  it('lists approved vendors best rated first, never pending ones', async () => {
    const response = await get('/api/vendors');
    expect(response.statusCode).toBe(200);
    const list = response.json<VendorView[]>();
    const names = list.map((vendor) => vendor.name);
    expect(names).toContain('Curtain Call Burgers');
    expect(names).not.toContain('Night Owl Noodles');
    const ratings = list.map((vendor) => vendor.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(list[0]).toMatchObject({ name: 'Seoul Stage Kitchen', isActive: true });
    expect(list[0]).not.toHaveProperty('approvalStatus');
    expect(list[0]).not.toHaveProperty('ownerUserId');
  });

  it('shows a temporarily closed vendor with isActive false and hides a rejected one', async () => {
    const db = harness.database.db;
    await db.update(vendors).set({ isActive: false }).where(eq(vendors.name, 'Taco Encore'));
    await db
      .update(vendors)
      .set({ approvalStatus: 'rejected' })
      .where(eq(vendors.name, 'Midway Munchies'));
    await vendorChanged('Taco Encore');
    await vendorChanged('Midway Munchies');
    const cookie = await login(harness.app, 'customer@curtaincall.test');
    const list = (await get('/api/vendors', cookie)).json<VendorView[]>();
    expect(list.find((vendor) => vendor.name === 'Taco Encore')?.isActive).toBe(false);
    expect(list.some((vendor) => vendor.name === 'Midway Munchies')).toBe(false);
    expect((await get(`/api/vendors/${await vendorId('Midway Munchies')}`)).statusCode).toBe(404);
    await db.update(vendors).set({ isActive: true }).where(eq(vendors.name, 'Taco Encore'));
    await db
      .update(vendors)
      .set({ approvalStatus: 'approved' })
      .where(eq(vendors.name, 'Midway Munchies'));
    await vendorChanged('Taco Encore');
    await vendorChanged('Midway Munchies');
  });
});

describe('GET /api/vendors/:id', () => {
  it('returns one listed vendor', async () => {
    const id = await vendorId('Curtain Call Burgers');
    const response = await get(`/api/vendors/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      name: 'Curtain Call Burgers',
      cuisine: 'american',
      estimatedPrepTime: 12,
      location: 'Lot B, Gate 3',
    });
  });

  it('answers 404 for unknown and pending vendors', async () => {
    expect((await get('/api/vendors/999999')).json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Vendor not found',
    });
    expect((await get(`/api/vendors/${await vendorId('Night Owl Noodles')}`)).statusCode).toBe(404);
  });

  it('answers 400 naming the parameter for an id that is not a number', async () => {
    for (const url of ['/api/vendors/abc', '/api/vendors/1.5/menu', '/api/vendors/0']) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        issues: [{ path: 'params.id' }],
      });
    }
  });
});

describe('GET /api/vendors/:id/menu', () => {
  it('lists available, unarchived items, popular first', async () => {
    const id = await vendorId('Curtain Call Burgers');
    await harness.database.db
      .update(menuItems)
      .set({ isArchived: true })
      .where(eq(menuItems.name, 'Brownie Sundae'));
    await vendorChanged('Curtain Call Burgers');
    const response = await get(`/api/vendors/${id}/menu`);
    expect(response.statusCode).toBe(200);
    const menu = response.json<MenuItemView[]>();
    const names = menu.map((item) => item.name);
    expect(names).not.toContain('Truffle Parmesan Fries');
    expect(names).not.toContain('Brownie Sundae');
    expect(menu.every((item) => item.isAvailable && item.vendorId === id)).toBe(true);
    const firstPlain = menu.findIndex((item) => !item.isPopular);
    expect(menu.slice(firstPlain).every((item) => !item.isPopular)).toBe(true);
    expect(menu.find((item) => item.name === 'Encore Smash Burger')).toMatchObject({
      price: '15.99',
      priceCents: 1599,
      category: 'mains',
    });
  });

  it('answers 404 for a vendor that is not listed', async () => {
    const response = await get(`/api/vendors/${await vendorId('Night Owl Noodles')}/menu`);
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/menu-items', () => {
  it('lists the available items of approved vendors only', async () => {
    const items = (await get('/api/menu-items')).json<MenuItemView[]>();
    const names = items.map((item) => item.name);
    expect(names).toContain('Encore Smash Burger');
    expect(names).not.toContain('Tonkotsu Ramen');
    expect(names).not.toContain('Truffle Parmesan Fries');
  });
});

describe('events', () => {
  it('GET /api/events/current returns the ongoing show with its venue', async () => {
    const response = await get('/api/events/current');
    expect(response.statusCode).toBe(200);
    const [current, ...others] = response.json<CurrentEventView[]>();
    expect(others).toEqual([]);
    expect(current).toMatchObject({
      name: 'Midnight Echo: Neon Nights Tour',
      venue: 'Riverside Amphitheater',
      status: 'ongoing',
      venueLatitude: 37.7694,
      venueLongitude: -122.4862,
    });
    expect(new Date(current?.endDate ?? 0).getTime()).toBeGreaterThan(Date.now());
  });

  it('GET /api/events/current gives an event without an estimated end its effective end', async () => {
    const db = harness.database.db;
    const [show] = await db.select().from(events).where(eq(events.status, 'ongoing'));
    if (!show) throw new Error('seed has no ongoing show');
    await db.update(events).set({ estimatedEndTime: null }).where(eq(events.id, show.id));
    await eventChanged(show.id);
    try {
      const [current] = (await get('/api/events/current')).json<CurrentEventView[]>();
      expect(current?.id).toBe(show.id);
      // the server's default length: start + 4 hours, so the banner can count down
      expect(current?.endDate).toBe(
        new Date(show.eventDate.getTime() + 4 * 3_600_000).toISOString(),
      );
    } finally {
      await db
        .update(events)
        .set({ estimatedEndTime: show.estimatedEndTime })
        .where(eq(events.id, show.id));
      await eventChanged(show.id);
    }
  });

  it('GET /api/events lists every event with its assigned vendors', async () => {
    const list = (await get('/api/events')).json<EventView[]>();
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ name: 'Midnight Echo: Neon Nights Tour', status: 'ongoing' });
    expect(list[0]?.assignedVendors).toContain(await vendorId('Curtain Call Burgers'));
    expect(list[1]?.status).toBe('upcoming');
  });

  it('falls back to the next upcoming show, then to an empty list', async () => {
    const db = harness.database.db;
    const past = new Date(Date.now() - 60_000);
    await db
      .update(events)
      .set({ eventDate: new Date(past.getTime() - 3 * 3_600_000), estimatedEndTime: past })
      .where(eq(events.status, 'ongoing'));
    await eventChanged(0);
    const upcoming = (await get('/api/events/current')).json<CurrentEventView[]>();
    expect(upcoming.map((event) => [event.name, event.status])).toEqual([
      ['Luna Vega: Starlight Tour', 'upcoming'],
    ]);
    await db.update(events).set({ status: 'ended' });
    await eventChanged(0);
    expect((await get('/api/events/current')).json()).toEqual([]);
  });
});
