import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  offeringFormMessages,
  partnershipFormMessages,
  type PartnershipView,
  type SpecialOfferingView,
} from '../../../contract/partnerships';
import { adminAuditLog, artists, events, menuItems, partnerships, vendors } from '../../db/schema';
import { createTestApp, login, type TestApp } from '../../../test/test-app';

// Vendors manage their own partnerships and limited offerings; admins may change any.

let harness: TestApp;
let vendor: string;
let customer: string;
let admin: string;
let burgersId: number;
let artistId: number;
let eventId: number;
const db = () => harness.database.db;

beforeAll(async () => {
  harness = await createTestApp();
  [vendor, customer, admin] = await Promise.all([
    login(harness.app, 'vendor@curtaincall.test'),
    login(harness.app, 'customer@curtaincall.test'),
    login(harness.app, 'admin@curtaincall.test'),
  ]);
  const [burgers] = await db()
    .select()
    .from(vendors)
    .where(eq(vendors.name, 'Curtain Call Burgers'));
  burgersId = burgers!.id;
  const [artist] = await db().select().from(artists).where(eq(artists.name, 'Luna Vega'));
  artistId = artist!.id;
  const [event] = await db().select().from(events).limit(1);
  eventId = event!.id;
});
afterAll(() => harness.close());

function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  cookie: string | null,
  payload?: object,
) {
  return harness.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
}

async function menuItem(name: string) {
  const [item] = await db().select().from(menuItems).where(eq(menuItems.name, name));
  return item!;
}

const issuePaths = (response: { json: () => { issues?: { path: string; message: string }[] } }) =>
  (response.json().issues ?? []).map((issue) => `${issue.path}: ${issue.message}`);

describe('/api/vendor/partnerships', () => {
  it('creates a partnership on its own item; the original price is the menu price', async () => {
    const fries = await menuItem('Loaded Stage Fries');
    const response = await call('POST', '/api/vendor/partnerships', vendor, {
      artistId,
      menuItemId: fries.id,
      partnershipType: 'combo_deal',
      specialPrice: 5.5,
      artistMessage: 'Fries before the encore.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<PartnershipView>()).toMatchObject({
      vendorId: burgersId,
      artistName: 'Luna Vega',
      menuItemName: 'Loaded Stage Fries',
      specialPriceCents: 550,
      originalPriceCents: fries.priceCents,
      isActive: true,
      validUntil: null,
    });
    const mine = await call('GET', '/api/vendor/partnerships', vendor);
    expect(mine.json<PartnershipView[]>().every((row) => row.vendorId === burgersId)).toBe(true);
  });

  it('refuses another vendor’s item, an unknown artist, a price not below the menu and a past end', async () => {
    const fries = await menuItem('Loaded Stage Fries');
    const bibimbap = await menuItem('Bulgogi Bibimbap');
    const base = {
      artistId,
      menuItemId: fries.id,
      partnershipType: 'signature_dish',
      specialPrice: 1,
    };
    const cases: [object, string][] = [
      [
        { ...base, menuItemId: bibimbap.id },
        `body.menuItemId: ${partnershipFormMessages.menuItem}`,
      ],
      [{ ...base, artistId: 999_999 }, `body.artistId: ${partnershipFormMessages.artist}`],
      [
        { ...base, specialPrice: fries.priceCents / 100 },
        `body.specialPrice: ${partnershipFormMessages.notBelowMenuPrice}`,
      ],
      [
        { ...base, validUntil: '2020-01-01T00:00:00Z' },
        `body.validUntil: ${partnershipFormMessages.validUntilPast}`,
      ],
      [{ ...base, specialPrice: -1 }, `body.specialPrice: ${partnershipFormMessages.specialPrice}`],
      [
        { ...base, partnershipType: 'merch' },
        `body.partnershipType: ${partnershipFormMessages.type}`,
      ],
    ];
    for (const [payload, issue] of cases) {
      const response = await call('POST', '/api/vendor/partnerships', vendor, payload);
      expect(response.statusCode).toBe(400);
      expect(issuePaths(response)).toContain(issue);
    }
  });

  it('edits and deactivates its own; another vendor’s is not found', async () => {
    const [own] = await db()
      .select()
      .from(partnerships)
      .where(eq(partnerships.vendorId, burgersId));
    const off = await call('PATCH', `/api/vendor/partnerships/${own!.id}`, vendor, {
      isActive: false,
    });
    expect(off.statusCode).toBe(200);
    const listed = await call('GET', '/api/partnerships', null);
    expect(listed.json<PartnershipView[]>().map((row) => row.id)).not.toContain(own!.id);
    expect(
      (await call('PATCH', `/api/vendor/partnerships/${own!.id}`, vendor, { isActive: true }))
        .statusCode,
    ).toBe(200);
    const [theirs] = await db()
      .select()
      .from(partnerships)
      .where(and(eq(partnerships.menuItemId, (await menuItem('Bulgogi Bibimbap')).id)));
    const refused = await call('PATCH', `/api/vendor/partnerships/${theirs!.id}`, vendor, {
      isActive: false,
    });
    expect(refused.statusCode).toBe(404);
    expect(
      (await call('PATCH', `/api/vendor/partnerships/${own!.id}`, vendor, {})).statusCode,
    ).toBe(400);
  });
});

describe('/api/vendor/special-offerings', () => {
  const drop = () => ({
    eventId,
    title: 'Encore Slider Trio',
    price: '18.00',
    offeringType: 'limited_edition',
    availableQuantity: 30,
    pickupInstructions: 'Gate 3 after the show',
  });

  it('creates an offering with every unit available and maxPerCustomer 2 by default', async () => {
    const response = await call('POST', '/api/vendor/special-offerings', vendor, drop());
    expect(response.statusCode).toBe(201);
    expect(response.json<SpecialOfferingView>()).toMatchObject({
      vendorId: burgersId,
      title: 'Encore Slider Trio',
      priceCents: 1800,
      availableQuantity: 30,
      remainingQuantity: 30,
      maxPerCustomer: 2,
      isActive: true,
      description: '',
    });
  });

  it('names each field it refuses with the form’s message', async () => {
    const response = await call('POST', '/api/vendor/special-offerings', vendor, {
      ...drop(),
      title: ' ',
      availableQuantity: 0,
      maxPerCustomer: 11,
      eventId: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(issuePaths(response)).toEqual(
      expect.arrayContaining([
        `body.title: ${offeringFormMessages.title}`,
        `body.availableQuantity: ${offeringFormMessages.availableQuantity}`,
        `body.maxPerCustomer: ${offeringFormMessages.maxPerCustomer}`,
        `body.eventId: ${offeringFormMessages.event}`,
      ]),
    );
    const unknownEvent = await call('POST', '/api/vendor/special-offerings', vendor, {
      ...drop(),
      eventId: 999_999,
    });
    expect(issuePaths(unknownEvent)).toContain(`body.eventId: ${offeringFormMessages.event}`);
  });

  it('a new available quantity keeps what is sold or held and moves the rest', async () => {
    const created = (
      await call('POST', '/api/vendor/special-offerings', vendor, drop())
    ).json<SpecialOfferingView>();
    const shopper = await call(
      'POST',
      `/api/special-offerings/${created.id}/pre-orders`,
      customer,
      {
        quantity: 2,
      },
    );
    expect(shopper.statusCode).toBe(201);
    const raised = await call('PATCH', `/api/vendor/special-offerings/${created.id}`, vendor, {
      availableQuantity: 40,
    });
    expect(raised.json<SpecialOfferingView>()).toMatchObject({
      availableQuantity: 40,
      remainingQuantity: 38,
    });
    const tooLow = await call('PATCH', `/api/vendor/special-offerings/${created.id}`, vendor, {
      availableQuantity: 1,
    });
    expect(tooLow.statusCode).toBe(400);
    expect(issuePaths(tooLow)).toContain(
      `body.availableQuantity: ${offeringFormMessages.belowTaken(2)}`,
    );
    const off = await call('PATCH', `/api/vendor/special-offerings/${created.id}`, vendor, {
      isActive: false,
    });
    expect(off.json<SpecialOfferingView>().isActive).toBe(false);
    const listed = await call('GET', '/api/special-offerings', null);
    expect(listed.json<SpecialOfferingView[]>().map((row) => row.id)).not.toContain(created.id);
  });
});

describe('roles', () => {
  it('customers and signed-out callers cannot manage partnerships or offerings', async () => {
    for (const url of ['/api/vendor/partnerships', '/api/vendor/special-offerings']) {
      expect((await call('GET', url, null)).statusCode).toBe(401);
      expect((await call('GET', url, customer)).statusCode).toBe(403);
      expect((await call('POST', url, customer, {})).statusCode).toBe(403);
    }
    expect(
      (await call('PATCH', '/api/admin/partnerships/1', vendor, { isActive: true })).statusCode,
    ).toBe(403);
  });

  it('an admin may change any vendor’s, and the change is audited', async () => {
    const bibimbap = await menuItem('Bulgogi Bibimbap');
    const [theirs] = await db()
      .select()
      .from(partnerships)
      .where(eq(partnerships.menuItemId, bibimbap.id));
    const response = await call('PATCH', `/api/admin/partnerships/${theirs!.id}`, admin, {
      artistMessage: 'Edited by the organiser',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<PartnershipView>().artistMessage).toBe('Edited by the organiser');
    const audit = await db()
      .select()
      .from(adminAuditLog)
      .where(
        and(
          eq(adminAuditLog.entityType, 'partnership'),
          eq(adminAuditLog.entityId, String(theirs!.id)),
        ),
      );
    expect(audit).toHaveLength(1);
  });
});
