import { describe, expect, it } from 'vitest';
import { makeItem, makeVendor, MENUS, VENDORS } from '../vendors/testing';
import { quickOrderItems, quickOrderVendors } from './quick-order-steps';

describe('quick-order selections (customer spec 2 and 5)', () => {
  it('takes the first 3 vendors, open ones first', () => {
    const closed = makeVendor({ id: 9, name: 'Closed', isActive: false });
    expect(quickOrderVendors([closed, ...VENDORS]).map((v) => v.id)).toEqual([1, 2, 3]);
    expect(quickOrderVendors([closed])).toEqual([closed]);
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
