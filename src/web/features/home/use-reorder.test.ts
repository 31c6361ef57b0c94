import { describe, expect, it } from 'vitest';
import { makeItem, makeOrder, vendor } from '../vendors/testing';
import { planReorder } from './use-reorder';

const line = (menuItemId: number, name: string, quantity: number) => ({
  id: menuItemId,
  menuItemId,
  specialOfferingId: null,
  partnershipId: null,
  name,
  quantity,
  unitPriceCents: 100,
  price: '1.00',
  notes: null,
  options: [],
});

describe('planReorder', () => {
  const burger = makeItem({ id: 11, vendorId: 1, name: 'Burger', priceCents: 1650 });
  const fries = makeItem({
    id: 12,
    vendorId: 1,
    name: 'Fries',
    priceCents: 500,
    isAvailable: false,
  });

  it('uses current prices, merges repeated items and skips unavailable or removed ones', () => {
    const order = makeOrder({
      id: 1,
      items: [
        line(11, 'Burger', 1),
        line(12, 'Fries', 1),
        line(11, 'Burger', 2),
        line(99, 'Old Special', 1),
      ],
    });
    const plan = planReorder(order, vendor(1), [burger, fries]);
    expect(plan.lines).toEqual([
      expect.objectContaining({
        id: 11,
        price: 16.5,
        quantity: 3,
        vendorId: 1,
        vendorName: 'Curtain Call Burgers',
      }),
    ]);
    expect(plan.skipped).toEqual(['Fries', 'Old Special']);
  });

  it('has no lines when nothing is left', () => {
    const order = makeOrder({ id: 2, items: [line(12, 'Fries', 1)] });
    expect(planReorder(order, vendor(1), [fries]).lines).toEqual([]);
  });
});
