import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAnalytics } from '../../../contract/admin';
import type { OrderView } from '../../../contract/orders';
import type { VendorAnalytics } from '../../../contract/vendor';
import { crewMembers, events, mealPrograms, mealTickets } from '../../db/schema';
import { login, type TestApp } from '../../../test/test-app';
import { ADMIN_EMAIL, call } from '../admin/admin.test-support';
import { postOrder, startAsCustomer, type SeedMenuItem } from '../orders/orders.test-support';
import { callApi } from './vendor.test-support';

// Revenue counts what the vendor is owed, whoever paid it: an order a meal ticket paid counts
// its full priced total in the vendor's and the platform's revenue.

const HOUR = 60 * 60_000;
let harness: TestApp;
let customer: string;
let vendor: string;
let admin: string;
let burger: SeedMenuItem;

beforeAll(async () => {
  let menu: (name: string) => SeedMenuItem;
  ({ harness, customer, menu } = await startAsCustomer());
  burger = menu('Encore Smash Burger');
  vendor = await login(harness.app, 'vendor@curtaincall.test');
  admin = await login(harness.app, ADMIN_EMAIL);
});
afterAll(() => harness.close());

/** A $50 ticket of the demo customer's, for a program of the seeded show. */
async function issueBigTicket(): Promise<string> {
  const db = harness.database.db;
  const [event] = await db.select({ id: events.id }).from(events).limit(1);
  const [program] = await db
    .insert(mealPrograms)
    .values({
      eventId: event!.id,
      programName: 'Headliner hospitality',
      mealAllowanceCents: 5000,
      programType: 'talent',
      validFrom: new Date(Date.now() - HOUR),
      validUntil: new Date(Date.now() + 6 * HOUR),
    })
    .returning({ id: mealPrograms.id });
  const [member] = await db
    .insert(crewMembers)
    .values({
      programId: program!.id,
      eventId: event!.id,
      name: 'Alex Rivera',
      role: 'Guitarist',
      contactInfo: 'customer@curtaincall.test',
      mealTicketsAllocated: 1,
    })
    .returning({ id: crewMembers.id });
  const code = 'REVENUE234';
  await db
    .insert(mealTickets)
    .values({ programId: program!.id, crewMemberId: member!.id, code, amountCents: 5000 });
  return code;
}

const vendorRevenue = async () =>
  (await callApi(harness.app, 'GET', '/api/vendor/analytics', vendor)).json<VendorAnalytics>();
const platformRevenue = async () =>
  (await call(harness.app, 'GET', '/api/admin/analytics', admin)).json<AdminAnalytics>();

describe('revenue of an order a meal ticket paid', () => {
  it('counts the whole priced total for the vendor and the platform', async () => {
    const code = await issueBigTicket();
    const vendorBefore = await vendorRevenue();
    const platformBefore = await platformRevenue();

    const placed = await postOrder(harness.app, customer, {
      vendorId: burger.vendorId,
      items: [{ menuItemId: burger.id, quantity: 1 }],
      pickupTime: 'asap',
      mealTicketCode: code,
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json<OrderView>();
    expect(order).toMatchObject({ totalCents: 0, paymentStatus: 'paid' });
    expect(order.mealAllowanceCents).toBeGreaterThan(0);

    const vendorAfter = await vendorRevenue();
    expect(vendorAfter.totalOrders).toBe(vendorBefore.totalOrders + 1);
    expect(vendorAfter.totalRevenueCents).toBe(
      vendorBefore.totalRevenueCents + order.mealAllowanceCents,
    );
    expect(vendorAfter.todayRevenueCents).toBe(
      vendorBefore.todayRevenueCents + order.mealAllowanceCents,
    );
    const platformAfter = await platformRevenue();
    expect(platformAfter.totalRevenueCents).toBe(
      platformBefore.totalRevenueCents + order.mealAllowanceCents,
    );
    expect(
      platformAfter.topVendors.find((entry) => entry.vendorId === burger.vendorId)?.revenueCents,
    ).toBeGreaterThanOrEqual(order.mealAllowanceCents);
  });
});
