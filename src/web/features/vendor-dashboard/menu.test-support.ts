// Menu fixtures of the vendor dashboard's and the kitchen's tests (not a test file itself).
import type { OptionGroupView } from '../../../contract/menu-options';
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
