import { describe, expect, it } from 'vitest';
import { makeItem, makeVendor, MENUS, VENDORS } from '../vendors/testing';
import type { CurrentEventView } from '../../../contract/vendors';
import { quickOrderItems, quickOrderVendors, stageCoordinates } from './quick-order-steps';

describe('quick-order selections (customer spec 2 and 5)', () => {
  it('takes the first 3 vendors, open ones first', () => {
    const closed = makeVendor({ id: 9, name: 'Closed', isActive: false });
    expect(quickOrderVendors([closed, ...VENDORS]).map((v) => v.id)).toEqual([1, 2, 3]);
    expect(quickOrderVendors([closed])).toEqual([closed]);
  });

  it('picks the vendors closest to the stage, not the best rated', () => {
    // next to Seoul Stage Kitchen (3), far from the best-rated-first order 1, 2, 3
    const stage = { latitude: 37.7723, longitude: -122.4895 };
    const far = makeVendor({ id: 8, name: 'Far', latitude: 37.8, longitude: -122.5 });
    const unplaced = makeVendor({ id: 7, name: 'Nowhere' });
    const picked = quickOrderVendors([unplaced, far, ...VENDORS], stage).map((v) => v.id);
    expect(picked[0]).toBe(3);
    expect(picked).not.toContain(7);
    expect(picked).not.toContain(8);
    // still the closest open vendors before a closer closed one
    const closedNext = makeVendor({
      id: 9,
      name: 'Closed next door',
      isActive: false,
      latitude: 37.7723,
      longitude: -122.4895,
    });
    expect(quickOrderVendors([closedNext, ...VENDORS], stage)[0]?.id).toBe(3);
  });

  it('measures from the current event venue; without coordinates there is no stage', () => {
    const event = { venueLatitude: 37.7694, venueLongitude: -122.4862 } as CurrentEventView;
    expect(stageCoordinates(event)).toEqual({ latitude: 37.7694, longitude: -122.4862 });
    expect(stageCoordinates({ ...event, venueLatitude: null })).toBeNull();
    expect(stageCoordinates(null)).toBeNull();
  });

  it('takes at most 6 available items, popular first', () => {
    const items = quickOrderItems(MENUS[1] ?? []);
    expect(items).toHaveLength(6);
    expect(items.every((item) => item.isAvailable)).toBe(true);
    expect(items.slice(0, 3).every((item) => item.isPopular)).toBe(true);
    const soldOut = makeItem({ vendorId: 1, name: 'Gone', priceCents: 100, isAvailable: false });
    expect(quickOrderItems([soldOut])).toEqual([]);
  });
});
