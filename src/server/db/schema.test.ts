import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { migrateDatabase, openDatabase, type DatabaseHandle } from './client';
import { events, menuItems, orders, settings, users, vendors } from './schema';
import { seedDemo } from '../seed/seed';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(handle);
}, 60_000);

afterAll(async () => {
  await handle.close();
});

/** The PostgreSQL error code of a failed query; drizzle puts the driver error on `cause`. */
async function databaseErrorCode(query: PromiseLike<unknown>): Promise<string | undefined> {
  try {
    await query;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code;
  }
  return undefined;
}

const publicFile = (url: string) =>
  fileURLToPath(new URL(`../../../public${url}`, import.meta.url));

async function demoUser(email: string) {
  const [user] = await handle.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`missing ${email}`);
  return user;
}

describe('seedDemo', () => {
  it('seeds on the first call and does nothing on the second', async () => {
    expect(await seedDemo(handle.db)).toEqual({ seeded: true });
    expect(await seedDemo(handle.db)).toEqual({ seeded: false });
    expect(await handle.db.$count(users, eq(users.email, 'customer@curtaincall.test'))).toBe(1);
  });

  it('creates the three demo accounts with password demo1234', async () => {
    const customer = await demoUser('customer@curtaincall.test');
    expect(customer).toMatchObject({
      role: 'user',
      username: 'democustomer',
      firstName: 'Alex',
      lastName: 'Rivera',
    });
    expect((await demoUser('vendor@curtaincall.test')).role).toBe('vendor');
    const admin = await demoUser('admin@curtaincall.test');
    expect(admin.role).toBe('admin');
    expect(await verifyPassword('demo1234', admin.passwordHash)).toBe(true);
  });

  it('gives every approved vendor a menu of at least 8 items with exactly one unavailable', async () => {
    const approved = await handle.db.query.vendors.findMany({
      where: eq(vendors.approvalStatus, 'approved'),
      with: { menuItems: true },
    });
    expect(approved.length).toBeGreaterThanOrEqual(6);
    for (const vendor of approved) {
      expect(vendor.menuItems.length, vendor.name).toBeGreaterThanOrEqual(8);
      expect(
        vendor.menuItems.filter((item) => !item.isAvailable),
        vendor.name,
      ).toHaveLength(1);
      expect(
        vendor.menuItems.some((item) => item.isPopular),
        vendor.name,
      ).toBe(true);
      expect(vendor.estimatedPrepTime).toBeGreaterThanOrEqual(5);
    }
    const cuisines = new Set(approved.map((vendor) => vendor.cuisine));
    for (const cuisine of ['american', 'mexican', 'korean', 'festival food']) {
      expect(cuisines).toContain(cuisine);
    }
    expect(approved.some((vendor) => vendor.rating > 4.7)).toBe(true);
  });

  it('lets the demo vendor own a vendor and keeps a pending application', async () => {
    const vendorAccount = await demoUser('vendor@curtaincall.test');
    const owned = await handle.db.query.users.findFirst({
      where: eq(users.id, vendorAccount.id),
      with: { vendor: true },
    });
    expect(owned?.vendor?.name).toBe('Curtain Call Burgers');
    expect(owned?.vendor?.approvalStatus).toBe('approved');

    const pending = await handle.db.query.vendors.findMany({
      where: eq(vendors.approvalStatus, 'pending'),
      with: { owner: true },
    });
    expect(pending.map((vendor) => vendor.owner?.email)).toContain(
      'pending-vendor@curtaincall.test',
    );
  });

  it('has an event in progress that ends in about 35 minutes', async () => {
    const [current] = await handle.db.select().from(events).where(eq(events.status, 'ongoing'));
    const minutesLeft = ((current?.estimatedEndTime?.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(33);
    expect(minutesLeft).toBeLessThanOrEqual(35);
    expect(await handle.db.$count(events, eq(events.status, 'upcoming'))).toBe(2);
  });

  it('stores the four settings', async () => {
    const rows = await handle.db.select().from(settings);
    expect(Object.fromEntries(rows.map((row) => [row.key, row.value]))).toEqual({
      demo_checkout_mode: 'true',
      demo_payment_success_rate: '1',
      demo_payment_delay: '2000',
      app_maintenance_mode: 'false',
    });
  });

  it('seeds artist programs: partnerships, offerings and a crew meal program', async () => {
    const partnerships = await handle.db.query.partnerships.findMany({ with: { menuItem: true } });
    expect(new Set(partnerships.map((row) => row.partnershipType))).toEqual(
      new Set(['signature_dish', 'drink_special', 'combo_deal']),
    );
    for (const row of partnerships) {
      expect(row.originalPriceCents).toBe(row.menuItem.priceCents);
      expect(row.specialPriceCents).toBeLessThan(row.originalPriceCents);
    }
    const offerings = await handle.db.query.specialOfferings.findMany();
    expect(
      offerings.some((row) => row.remainingQuantity === 2 && row.availableQuantity === 50),
    ).toBe(true);
    expect(
      offerings.some((row) => (row.preOrderDeadline?.getTime() ?? Infinity) < Date.now()),
    ).toBe(true);

    const [program] = await handle.db.query.mealPrograms.findMany({
      with: { crewMembers: true, mealTickets: true },
    });
    expect(program?.programType).toBe('crew');
    expect(program?.crewMembers).toHaveLength(4);
    expect(program?.mealTickets.some((ticket) => ticket.status === 'redeemed')).toBe(true);
  });

  it('points every image URL at a file in public/', async () => {
    const urls = [
      ...(await handle.db.select({ url: vendors.imageUrl }).from(vendors)),
      ...(await handle.db.select({ url: menuItems.imageUrl }).from(menuItems)),
      ...(await handle.db.query.artists.findMany({ columns: { imageUrl: true } })).map((row) => ({
        url: row.imageUrl,
      })),
    ].map((row) => row.url);
    for (const url of new Set(urls)) {
      expect(url, 'image url').toMatch(/^\/images\/(vendors|menu|artists)\/[a-z0-9-]+\.svg$/);
      expect(existsSync(publicFile(url ?? '')), url ?? '').toBe(true);
    }
  });
});

describe('constraints', () => {
  it('rejects a negative menu item price', async () => {
    const [vendor] = await handle.db.select({ id: vendors.id }).from(vendors).limit(1);
    const insert = handle.db
      .insert(menuItems)
      .values({ vendorId: vendor?.id ?? 0, name: 'Free money', priceCents: -1, category: 'mains' });
    expect(await databaseErrorCode(insert)).toBe('23514');
  });

  it('rejects an unknown order status and accepts a valid order', async () => {
    const customer = await demoUser('customer@curtaincall.test');
    const [vendor] = await handle.db.select({ id: vendors.id }).from(vendors).limit(1);
    const order = {
      userId: customer.id,
      vendorId: vendor?.id ?? 0,
      subtotalCents: 2498,
      serviceFeeCents: 125,
      taxCents: 200,
      totalCents: 2823,
      pickupTime: new Date(Date.now() + 30 * 60_000),
    };
    const bad = handle.db.insert(orders).values({ ...order, status: 'lost' as 'pending' });
    expect(await databaseErrorCode(bad)).toBe('23514');

    const wrongTotal = handle.db.insert(orders).values({ ...order, totalCents: 1 });
    expect(await databaseErrorCode(wrongTotal)).toBe('23514');

    const [created] = await handle.db.insert(orders).values(order).returning();
    expect(created).toMatchObject({
      status: 'pending',
      priority: 'normal',
      paymentStatus: 'unpaid',
      flow: 'browse',
      discountCents: 0,
    });
    await handle.db.delete(orders).where(eq(orders.id, created?.id ?? 0));

    // the vendor's '20% OFF': total = subtotal - discount + fee + tax, discount within the subtotal
    const discounted = { ...order, discountCents: 500, serviceFeeCents: 100, taxCents: 160 };
    const [withOffer] = await handle.db
      .insert(orders)
      .values({ ...discounted, totalCents: 2258 })
      .returning();
    expect(withOffer?.discountCents).toBe(500);
    await handle.db.delete(orders).where(eq(orders.id, withOffer?.id ?? 0));
    const ignoresDiscount = handle.db.insert(orders).values({ ...discounted, totalCents: 2758 });
    expect(await databaseErrorCode(ignoresDiscount)).toBe('23514');
    const tooLarge = handle.db
      .insert(orders)
      .values({ ...order, discountCents: 2499, totalCents: 2823 - 2499 });
    expect(await databaseErrorCode(tooLarge)).toBe('23514');
  });

  it('treats usernames case-insensitively and e-mails as lowercase', async () => {
    const base = { passwordHash: 'x', firstName: 'A', lastName: 'B', phone: '4155550000' };
    const sameName = handle.db
      .insert(users)
      .values({ ...base, email: 'other@curtaincall.test', username: 'DemoCustomer' });
    expect(await databaseErrorCode(sameName)).toBe('23505');
    const upperEmail = handle.db
      .insert(users)
      .values({ ...base, email: 'Upper@curtaincall.test', username: 'upper' });
    expect(await databaseErrorCode(upperEmail)).toBe('23514');
  });
});
