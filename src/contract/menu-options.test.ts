import { describe, expect, it } from 'vitest';
import {
  allergensOf,
  canMeetRequiredGroups,
  checkChoices,
  describeChoices,
  optionGroupInputSchema,
  removalLabel,
  unitPriceWithOptions,
  type OptionGroupRules,
} from './menu-options';

const option = (id: number, name: string, priceDeltaCents = 0, isAvailable = true) => ({
  id,
  name,
  priceDeltaCents,
  isAvailable,
  allergens: [],
});

const GROUPS: OptionGroupRules[] = [
  {
    id: 1,
    name: 'Size',
    required: true,
    minChoices: 1,
    maxChoices: 1,
    isRemoval: false,
    options: [option(11, 'Regular'), option(12, 'Large', 250)],
  },
  {
    id: 2,
    name: 'Add-ons',
    required: false,
    minChoices: 0,
    maxChoices: 2,
    isRemoval: false,
    options: [option(21, 'Bacon', 200), option(22, 'Cheese', 100), option(23, 'Egg', 150, false)],
  },
  {
    id: 3,
    name: 'Leave out',
    required: false,
    minChoices: 0,
    maxChoices: 2,
    isRemoval: true,
    options: [option(31, 'Onions'), option(32, 'Pickles')],
  },
];

describe('checkChoices', () => {
  it('returns the chosen options in the groups order, removals marked', () => {
    const result = checkChoices('Burger', GROUPS, [31, 21, 12]);
    expect(result).toEqual({
      chosen: [
        { id: 12, name: 'Large', groupName: 'Size', priceDeltaCents: 250, isRemoval: false },
        { id: 21, name: 'Bacon', groupName: 'Add-ons', priceDeltaCents: 200, isRemoval: false },
        { id: 31, name: 'Onions', groupName: 'Leave out', priceDeltaCents: 0, isRemoval: true },
      ],
    });
  });

  it.each([
    [[], 'Choose a size for Burger'],
    [[11, 12], 'Choose at most 1 choice of size for Burger'],
    [[11, 21, 22, 21], 'Choose each option once'],
    [[11, 99], 'Option 99 is not a choice for Burger'],
    [[11, 23], 'Egg is not available right now'],
  ])('refuses %j: %s', (ids, message) => {
    const result = checkChoices('Burger', GROUPS, ids);
    expect('problem' in result && result.problem.message).toBe(message);
  });

  it('marks an unavailable option as such, so the server answers it like an unavailable item', () => {
    const result = checkChoices('Burger', GROUPS, [11, 23]);
    expect('problem' in result && result.problem.unavailable).toBe(true);
  });

  it('accepts an item without groups and no options', () => {
    expect(checkChoices('Fries', [], [])).toEqual({ chosen: [] });
  });

  it('counts "at least" for a group that needs more than one choice', () => {
    const sides: OptionGroupRules = { ...GROUPS[0]!, name: 'Sides', minChoices: 2, maxChoices: 2 };
    const result = checkChoices('Ribs', [sides], [11]);
    expect('problem' in result && result.problem.message).toBe(
      'Choose at least 2 choices of sides for Ribs',
    );
  });
});

describe('prices and labels', () => {
  it('adds each option to the unit price in cents', () => {
    expect(unitPriceWithOptions(1599, [{ priceDeltaCents: 250 }, { priceDeltaCents: 200 }])).toBe(
      2049,
    );
    expect(unitPriceWithOptions(1599, [])).toBe(1599);
  });

  it('knows when the available options can no longer meet a required group', () => {
    expect(canMeetRequiredGroups(GROUPS)).toBe(true);
    const allGone = GROUPS.map((group) => ({
      ...group,
      options: group.options.map((entry) => ({ ...entry, isAvailable: false })),
    }));
    expect(canMeetRequiredGroups(allGone)).toBe(false);
  });

  it('merges the allergens of the item and its options in the contract order', () => {
    expect(
      allergensOf({ allergens: ['milk', 'gluten'] }, [{ allergens: ['eggs', 'milk'] }]),
    ).toEqual(['gluten', 'eggs', 'milk']);
  });

  it('says a removal as the cook reads it, and describes a line removals last', () => {
    expect(removalLabel('Onions')).toBe('No onions');
    expect(removalLabel('No pickles')).toBe('No pickles');
    expect(
      describeChoices([
        { name: 'Onions', isRemoval: true },
        { name: 'Large', isRemoval: false },
        { name: 'Bacon', isRemoval: false },
      ]),
    ).toBe('Large, Bacon; No onions');
  });
});

describe('optionGroupInputSchema', () => {
  const options = [{ name: 'A' }, { name: 'B' }, { name: 'C' }];

  it('defaults a required group to exactly one choice, an optional one to any', () => {
    expect(optionGroupInputSchema.parse({ name: 'Size', required: true, options })).toMatchObject({
      minChoices: 1,
      maxChoices: 1,
    });
    expect(optionGroupInputSchema.parse({ name: 'Extras', options })).toMatchObject({
      minChoices: 0,
      maxChoices: 3,
    });
  });

  it('takes prices as dollars and keeps integer cents', () => {
    const group = optionGroupInputSchema.parse({
      name: 'Size',
      options: [
        { name: 'Large', priceDelta: '2.50' },
        { name: 'Huge', priceDelta: 4.1 },
      ],
    });
    expect(group.options.map((entry) => entry.priceDelta)).toEqual([250, 410]);
  });

  it.each([
    [{ name: 'X', options: [{ name: 'A' }, { name: 'a' }] }, 'Two options have the same name'],
    [
      { name: 'X', required: true, minChoices: 4, options },
      'Minimum choices cannot be more than the options',
    ],
    [{ name: ' ', options }, 'Group name is required'],
  ])('refuses %j: %s', (input, message) => {
    const result = optionGroupInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});
