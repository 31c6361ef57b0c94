import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { events, menuItems, orders, users, vendors } from '../../db/schema';
import { createTestApp, login, type TestApp } from '../../../test/test-app';

let harness: TestApp;
let customerCookie: string;
beforeAll(async () => {
  harness = await createTestApp();
  customerCookie = await login(harness.app, 'customer@curtaincall.test');
});
afterAll(() => harness.close());

const patch = (payload: unknown, cookie = customerCookie) =>
  harness.app.inject({
    method: 'PATCH',
    url: '/api/user/profile',
    payload: payload as object,
    headers: { cookie },
  });

describe('GET /api/user/profile', () => {
  it('returns the user with stats computed from their paid orders', async () => {
    const db = harness.database.db;
    const [customer] = await db
      .select()
      .from(users)
      .where(eq(users.email, 'customer@curtaincall.test'));
    const [event] = await db.select().from(events).limit(1);
    const allVendors = await db
      .select()
      .from(vendors)
      .where(eq(vendors.approvalStatus, 'approved'))
      .limit(2);
    const [first, second] = allVendors;
    if (!customer || !event || !first || !second) throw new Error('seed is missing data');
    const base = {
      userId: customer.id,
      eventId: event.id,
      subtotalCents: 1000,
      serviceFeeCents: 200,
      taxCents: 80,
      totalCents: 1280,
      pickupTime: new Date(),
      flow: 'browse' as const,
    };
    await db.insert(orders).values([
      { ...base, vendorId: first.id, paymentStatus: 'paid' },
      { ...base, vendorId: first.id, paymentStatus: 'paid' },
      { ...base, vendorId: second.id, paymentStatus: 'paid' },
      { ...base, vendorId: second.id, paymentStatus: 'unpaid' },
    ]);
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { cookie: customerCookie },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ email: 'customer@curtaincall.test', role: 'user' });
    expect(body.passwordHash).toBeUndefined();
    expect(body.stats).toMatchObject({ ordersPlaced: 3, favorites: 1, eventsAttended: 1 });
    expect(body.stats.recentEvents).toEqual([
      { id: event.id, name: event.name, eventDate: event.eventDate.toISOString() },
    ]);
    expect(await db.$count(menuItems)).toBeGreaterThan(0);
  });
});

describe('PATCH /api/user/profile', () => {
  it('saves the fields sent and leaves the rest', async () => {
    const response = await patch({ firstName: 'Alexis', address: '1 Stage Door Way' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Alexis',
      lastName: 'Rivera',
      address: '1 Stage Door Way',
    });
  });

  it("answers 'No changes' to an empty body or unchanged values", async () => {
    for (const body of [{}, { firstName: 'Alexis' }]) {
      const response = await patch(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('No changes were made to your profile.');
    }
  });

  it('validates each field with the spec messages and refuses unknown fields', async () => {
    expect((await patch({ username: 'ab' })).json().message).toBe(
      'Username must be at least 3 characters',
    );
    expect((await patch({ email: 'nope' })).json().message).toBe(
      'Please enter a valid email address',
    );
    expect((await patch({ phone: '123' })).json().message).toBe(
      'Please enter a valid phone number',
    );
    const sneaky = await patch({ role: 'admin' });
    expect(sneaky.statusCode).toBe(400);
    const [customer] = await harness.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'customer@curtaincall.test'));
    expect(customer?.role).toBe('user');
  });

  it('refuses an e-mail or username another account has with 409', async () => {
    const email = await patch({ email: 'vendor@curtaincall.test' });
    expect(email.statusCode).toBe(409);
    expect(email.json().code).toBe('EMAIL_TAKEN');
    const [vendorUser] = await harness.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'vendor@curtaincall.test'));
    const username = await patch({ username: vendorUser?.username });
    expect(username.statusCode).toBe(409);
    expect(username.json().code).toBe('USERNAME_TAKEN');
  });

  it('requires a session', async () => {
    const response = await harness.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      payload: { firstName: 'X' },
    });
    expect(response.statusCode).toBe(401);
  });
});
