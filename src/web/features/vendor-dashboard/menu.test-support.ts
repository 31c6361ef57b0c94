// Menu fixtures of the vendor dashboard's and the kitchen's tests (not a test file itself).
import type { ChosenOptionView, OptionGroupView } from '../../../contract/menu-options';
import type { OrderItemView, OrderView } from '../../../contract/orders';
import { makeOrder } from '../checkout/test-support';
import type { MenuItemView } from '../../../contract/vendors';

/** A menu item as GET /api/vendor/menu returns it: not counted, no allergens, no options. */
export const menuItem = (
  fields: Partial<MenuItemView> & Pick<MenuItemView, 'id' | 'name'>,
): MenuItemView => ({
  vendorId: 1,
  description: '',
  price: '9.50',
  priceCents: 950,
  category: 'mains',
  imageUrl: null,
  isAvailable: true,
  isPopular: false,
  allergens: [],
  dietaryTags: [],
  stockCount: null,
  dailyStockCount: null,
  optionGroups: [],
  ...fields,
});

/** A saved group whose options cost nothing extra, ids from `id * 10 + 1`. */
export const optionGroup = (
  fields: Partial<OptionGroupView> & Pick<OptionGroupView, 'id' | 'name'>,
  optionNames: readonly string[] = ['Small', 'Large'],
): OptionGroupView => ({
  required: false,
  minChoices: 0,
  maxChoices: optionNames.length,
  isRemoval: false,
  options: optionNames.map((name, index) => ({
    id: fields.id * 10 + index + 1,
    name,
    priceDelta: '0.00',
    priceDeltaCents: 0,
    isAvailable: true,
    allergens: [],
  })),
  ...fields,
});

/** An option as an order line keeps it; a removal comes from a "Leave out" group. */
export const chosenOption = (
  id: number,
  name: string,
  {
    isRemoval = false,
    priceDeltaCents = 0,
  }: { isRemoval?: boolean; priceDeltaCents?: number } = {},
): ChosenOptionView => ({
  id,
  name,
  groupName: isRemoval ? 'Leave out' : 'Add-ons',
  priceDeltaCents,
  priceDelta: (priceDeltaCents / 100).toFixed(2),
  isRemoval,
});

/** A burger with bacon and cheese, no onions, and a note about a nut allergy. */
export const BURGER_LINE: OrderItemView = {
  id: 1,
  menuItemId: 11,
  specialOfferingId: null,
  partnershipId: null,
  name: 'Encore Smash Burger',
  quantity: 2,
  unitPriceCents: 1849,
  price: '18.49',
  notes: 'Severe nut allergy, please change gloves',
  options: [
    chosenOption(1, 'Bacon', { priceDeltaCents: 200 }),
    chosenOption(2, 'Cheese', { priceDeltaCents: 50 }),
    chosenOption(3, 'Onions', { isRemoval: true }),
    chosenOption(4, 'Pickles', { isRemoval: true }),
  ],
};

/** Fries as they come: no options, no note. */
export const FRIES_LINE: OrderItemView = {
  ...BURGER_LINE,
  id: 2,
  menuItemId: 12,
  name: 'Fries',
  quantity: 1,
  unitPriceCents: 599,
  price: '5.99',
  notes: null,
  options: [],
};

/** The checkout's order fixture, every line with its options (none unless given), as the API sends it. */
export function makeVendorOrder(overrides: Partial<OrderView> = {}): OrderView {
  const order = makeOrder(overrides);
  // the fixture's default lines are typed with options but may come without them
  const items = order.items.map((line): OrderItemView => ({
    ...line,
    options: line.options ?? [],
  }));
  return { ...order, items };
}
