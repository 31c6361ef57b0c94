import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { idempotencyKeys, menuItems, settings, users, vendors } from '../../db/schema';
import { seedDemo } from '../../seed/seed';
import { keyClaimFor } from '../../http/idempotency';
import { MAINTENANCE_SETTING_KEY } from '../settings/settings.service';
import { eventsNotOverQuery, listedVendorQuery } from '../vendors/vendors.service';
import { readOrderFacts } from './order-facts';
import { menuItemsNamedQuery } from './order-pricing.service';

// The order path reads everything in one statement, each part as JSON; what it brings
// back must be exactly what each part's own query gives (types included: dates, arrays, numbers).

let database: DatabaseHandle;
let vendorId: number;
let lines: { menuItemId: number }[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
  const [burger] = await database.db
    .select()
    .from(vendors)
    .where(eq(vendors.name, 'Curtain Call Burgers'));
  if (!burger) throw new Error('no demo vendor');
  vendorId = burger.id;
  // a vendor row with every kind of column filled: paused slots (a timestamp array), a capacity
  await database.db
    .update(vendors)
    .set({
      slotCapacity: 4,
      pausedSlots: [new Date('2026-11-26T23:05:00.000Z'), new Date('2026-11-26T23:10:00.000Z')],
    })
    .where(eq(vendors.id, vendorId));
  const items = await database.db.select().from(menuItems).where(eq(menuItems.vendorId, vendorId));
  lines = items.slice(0, 3).map((item) => ({ menuItemId: item.id }));
}, 120_000);

afterAll(async () => {
  await database.close();
});

const now = new Date();

describe('readOrderFacts', () => {
  it("brings back exactly what each part's own query reads", async () => {
    const db = database.db;
    const facts = await readOrderFacts(db, { vendorId, lines, claim: undefined, now });
    const [vendor] = await listedVendorQuery(db, vendorId);
    expect(facts.vendor).toEqual(vendor);
    expect(facts.vendor?.pausedSlots[0]).toBeInstanceOf(Date);
    const items = await menuItemsNamedQuery(
      db,
      lines.map((line) => line.menuItemId),
    );
    expect(facts.menuItems.sort((a, b) => a.id - b.id)).toEqual(items.sort((a, b) => a.id - b.id));
    expect(facts.menuItems).toHaveLength(3);
    expect(facts.eventsNotOver).toEqual(await eventsNotOverQuery(db, now));
    expect(facts.eventsNotOver.length).toBeGreaterThan(0);
    expect(facts.maintenance).toBe('false');
    expect(facts.stored).toBeUndefined();
  });

  it('takes fresh ids for the order and each line, never the same twice', async () => {
    const first = await readOrderFacts(database.db, { vendorId, lines, claim: undefined, now });
    const second = await readOrderFacts(database.db, { vendorId, lines, claim: undefined, now });
    expect(first.ids.itemIds).toHaveLength(3);
    expect(second.ids.orderId).toBeGreaterThan(first.ids.orderId);
    const all = [...first.ids.itemIds, ...second.ids.itemIds];
    expect(new Set(all).size).toBe(6);
  });

  it('reads an unknown or unlisted vendor as none, and the maintenance switch as set', async () => {
    const db = database.db;
    await db.update(settings).set({ value: 'on' }).where(eq(settings.key, MAINTENANCE_SETTING_KEY));
    const unknown = await readOrderFacts(db, { vendorId: 987_654, lines, claim: undefined, now });
    expect(unknown.vendor).toBeUndefined();
    expect(unknown.maintenance).toBe('on');
    await db.update(vendors).set({ suspendedAt: now }).where(eq(vendors.id, vendorId));
    const suspended = await readOrderFacts(db, { vendorId, lines, claim: undefined, now });
    expect(suspended.vendor).toBeUndefined();
    await db.update(vendors).set({ suspendedAt: null }).where(eq(vendors.id, vendorId));
    await db
      .update(settings)
      .set({ value: 'false' })
      .where(eq(settings.key, MAINTENANCE_SETTING_KEY));
  });

  it("reads a live key's stored answer, and none once it has expired", async () => {
    const db = database.db;
    const [customer] = await db
      .select()
      .from(users)
      .where(eq(users.email, 'customer@curtaincall.test'));
    if (!customer) throw new Error('no demo customer');
    const request = {
      userId: customer.id,
      key: 'facts-key-0001',
      method: 'POST' as const,
      path: '/api/orders',
      body: { vendorId },
    };
    const claim = keyClaimFor(request, now);
    if (!claim) throw new Error('no claim');
    await db.insert(idempotencyKeys).values({
      userId: customer.id,
      key: claim.key,
      method: 'POST',
      path: claim.path,
      requestHash: claim.requestHash,
      responseStatus: 201,
      responseBody: { id: 42, items: [{ name: 'Fries' }] },
    });
    const live = await readOrderFacts(db, { vendorId, lines, claim, now });
    expect(live.stored).toEqual({
      requestHash: claim.requestHash,
      responseStatus: 201,
      responseBody: { id: 42, items: [{ name: 'Fries' }] },
    });
    const dayLater = new Date(now.getTime() + 25 * 60 * 60_000);
    const later = keyClaimFor(request, dayLater);
    const expired = await readOrderFacts(db, { vendorId, lines, claim: later, now: dayLater });
    expect(expired.stored).toBeUndefined();
  });
});
