import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  ArtistView,
  PartnershipView,
  SpecialOfferingView,
} from '../../../contract/partnerships';
import { partnerships, specialOfferings, vendors } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';

// accounts spec 2.13 and 7: the public reads of the artist partnerships page.

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

async function getList<T>(url: string): Promise<T[]> {
  const response = await harness.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json<T[]>();
}

describe('GET /api/artists', () => {
  it('lists every artist A to Z with the next show, event count and special items', async () => {
    const artists = await getList<ArtistView>('/api/artists');
    expect(artists.map((artist) => artist.name)).toEqual([
      'Luna Vega',
      'Midnight Echo',
      'The Copper Lanterns',
    ]);
    const echo = artists.find((artist) => artist.name === 'Midnight Echo');
    expect(echo).toMatchObject({
      isVerified: true,
      eventCount: 1,
      nextEvent: { status: 'ongoing', name: 'Midnight Echo: Neon Nights Tour' },
      imageUrl: '/images/artists/midnight-echo.svg',
    });
    // two partnerships (burgers, seoul) and three offerings at the Neon Nights show
    expect(echo?.specialItemCount).toBe(5);
    expect(echo?.socialLinks).toHaveProperty('instagram');
    const luna = artists.find((artist) => artist.name === 'Luna Vega');
    expect(luna?.nextEvent?.status).toBe('upcoming');
  });
});

describe('GET /api/partnerships', () => {
  it('lists current partnerships with artist, item, vendor, prices and percent off', async () => {
    const list = await getList<PartnershipView>('/api/partnerships');
    expect(new Set(list.map((row) => row.partnershipType))).toEqual(
      new Set(['signature_dish', 'drink_special', 'combo_deal']),
    );
    const burger = list.find((row) => row.menuItemName === 'Double Headliner');
    expect(burger).toMatchObject({
      artistName: 'Midnight Echo',
      vendorName: 'Curtain Call Burgers',
      specialPrice: '14.99',
      specialPriceCents: 1499,
      artistIsVerified: true,
      isActive: true,
    });
    expect(burger?.percentOff).toBe(
      Math.round(((burger!.originalPriceCents - 1499) / burger!.originalPriceCents) * 100),
    );
  });

  it('leaves out inactive and expired partnerships, and those of a suspended vendor', async () => {
    const db = harness.database.db;
    const before = await getList<PartnershipView>('/api/partnerships');
    const [first, second, third] = before;
    await db.update(partnerships).set({ isActive: false }).where(eq(partnerships.id, first!.id));
    await db
      .update(partnerships)
      .set({ validUntil: new Date(Date.now() - 60_000) })
      .where(eq(partnerships.id, second!.id));
    await db
      .update(vendors)
      .set({ suspendedAt: new Date() })
      .where(eq(vendors.id, third!.vendorId));
    try {
      const after = await getList<PartnershipView>('/api/partnerships');
      const ids = after.map((row) => row.id);
      expect(ids).not.toContain(first!.id);
      expect(ids).not.toContain(second!.id);
      expect(after.some((row) => row.vendorId === third!.vendorId)).toBe(false);
    } finally {
      await db.update(partnerships).set({ isActive: true }).where(eq(partnerships.id, first!.id));
      await db
        .update(partnerships)
        .set({ validUntil: second!.validUntil ? new Date(second!.validUntil) : null })
        .where(eq(partnerships.id, second!.id));
      await db.update(vendors).set({ suspendedAt: null }).where(eq(vendors.id, third!.vendorId));
    }
  });
});

describe('GET /api/special-offerings', () => {
  it('lists active offerings of every type, sold out and closed ones included', async () => {
    const list = await getList<SpecialOfferingView>('/api/special-offerings');
    expect(new Set(list.map((row) => row.offeringType))).toEqual(
      new Set(['pre_order', 'vip_menu', 'limited_edition', 'backstage_special']),
    );
    expect(list.some((row) => row.remainingQuantity === 0)).toBe(true);
    expect(
      list.some(
        (row) => row.preOrderDeadline !== null && new Date(row.preOrderDeadline) < new Date(),
      ),
    ).toBe(true);
    const box = list.find((row) => row.title === 'Neon Nights VIP Burger Box');
    expect(box).toMatchObject({
      vendorName: 'Curtain Call Burgers',
      artistName: 'Midnight Echo',
      price: '24.99',
      availableQuantity: 50,
      remainingQuantity: 2,
      isArtistApproved: true,
    });
    expect(box?.pickupInstructions).toMatch(/VIP window/);
  });

  it('leaves out an inactive offering', async () => {
    const db = harness.database.db;
    const [first] = await getList<SpecialOfferingView>('/api/special-offerings');
    await db
      .update(specialOfferings)
      .set({ isActive: false })
      .where(eq(specialOfferings.id, first!.id));
    try {
      const after = await getList<SpecialOfferingView>('/api/special-offerings');
      expect(after.map((row) => row.id)).not.toContain(first!.id);
    } finally {
      await db
        .update(specialOfferings)
        .set({ isActive: true })
        .where(eq(specialOfferings.id, first!.id));
    }
  });
});
