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

  it("orders each line again with its options, at today's option prices, and its note", () => {
    const groups = [
      {
        id: 1,
        name: 'Size',
        required: true,
        minChoices: 1,
        maxChoices: 1,
        isRemoval: false,
        options: [
          {
            id: 7,
            name: 'Large',
            priceDelta: '2.00',
            priceDeltaCents: 200,
            isAvailable: true,
            allergens: [],
          },
          {
            id: 8,
            name: 'Giant',
            priceDelta: '4.00',
            priceDeltaCents: 400,
            isAvailable: false,
            allergens: [],
          },
        ],
      },
    ];
    const sized = makeItem({
      id: 21,
      vendorId: 1,
      name: 'Sized Burger',
      priceCents: 1000,
      optionGroups: groups,
    });
    const was = (id: number, name: string) => ({
      id,
      name,
      groupName: 'Size',
      priceDeltaCents: 150,
      priceDelta: '1.50',
      isRemoval: false,
    });
    const order = makeOrder({
      id: 3,
      items: [
        { ...line(21, 'Sized Burger', 1), options: [was(7, 'Large')], notes: 'no nuts' },
        { ...line(21, 'Sized Burger', 2), options: [was(7, 'Large')], notes: 'no nuts' },
        { ...line(21, 'Sized Burger', 1), options: [was(8, 'Giant')] },
        // the size is required now: the line cannot be ordered as it was
        line(21, 'Sized Burger', 1),
      ],
    });
    const plan = planReorder(order, vendor(1), [sized]);
    expect(plan.lines).toEqual([
      expect.objectContaining({
        id: 21,
        price: 12,
        quantity: 3,
        optionIds: [7],
        notes: 'no nuts',
        options: [
          { id: 7, name: 'Large', groupName: 'Size', priceDeltaCents: 200, isRemoval: false },
        ],
      }),
    ]);
    expect(plan.skipped).toEqual(['Sized Burger']);
  });

  it('has no lines when nothing is left', () => {
    const order = makeOrder({ id: 2, items: [line(12, 'Fries', 1)] });
    expect(planReorder(order, vendor(1), [fries]).lines).toEqual([]);
  });
});
