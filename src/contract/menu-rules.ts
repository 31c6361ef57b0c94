// The rules of a menu item's allergens, diets and options, without the schema library, so the
// web app's first screen (the menu, the cart) can use them: the server checks the same rules.

export const ALLERGENS = [
  'celery',
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'lupin',
  'milk',
  'molluscs',
  'mustard',
  'tree_nuts',
  'peanuts',
  'sesame',
  'soy',
  'sulphites',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** How an allergen is named in full (the EU's wording) and on a badge. */
export const ALLERGEN_LABELS: Record<Allergen, { full: string; short: string }> = {
  celery: { full: 'Celery', short: 'Celery' },
  gluten: { full: 'Cereals containing gluten', short: 'Gluten' },
  crustaceans: { full: 'Crustaceans', short: 'Crustaceans' },
  eggs: { full: 'Eggs', short: 'Eggs' },
  fish: { full: 'Fish', short: 'Fish' },
  lupin: { full: 'Lupin', short: 'Lupin' },
  milk: { full: 'Milk', short: 'Milk' },
  molluscs: { full: 'Molluscs', short: 'Molluscs' },
  mustard: { full: 'Mustard', short: 'Mustard' },
  tree_nuts: { full: 'Tree nuts', short: 'Tree nuts' },
  peanuts: { full: 'Peanuts', short: 'Peanuts' },
  sesame: { full: 'Sesame', short: 'Sesame' },
  soy: { full: 'Soybeans', short: 'Soy' },
  sulphites: { full: 'Sulphur dioxide and sulphites', short: 'Sulphites' },
};

export const DIETARY_TAGS = ['vegetarian', 'vegan', 'gluten_free', 'halal'] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];

export const DIETARY_TAG_LABELS: Record<DietaryTag, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  gluten_free: 'Gluten-free',
  halal: 'Halal',
};

export const MAX_OPTION_GROUPS = 10;
export const MAX_OPTIONS_PER_GROUP = 20;
export const OPTION_NAME_MAX_LENGTH = 60;
export const OPTION_GROUP_NAME_MAX_LENGTH = 60;
/** The most an option may add to an item's price: $100.00. */
export const MAX_PRICE_DELTA_CENTS = 10_000;
/** Portions a vendor may count on one item. */
export const MAX_STOCK_COUNT = 10_000;
/** The board warns when a counted item falls to this many portions (vendor setting). */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
export const MAX_LOW_STOCK_THRESHOLD = 1_000;

// The nightly reset of counted portions (a vendor's stockResetTime, an item's dailyStockCount) ---

/**
 * When the vendor's counted portions go back to each item's portions-each-day, as "HH:MM" (24 h,
 * server local time, the clock of the service day); the default is the service day's start.
 */
export const DEFAULT_STOCK_RESET_TIME = '05:00';
/** "HH:MM", 00:00 to 23:59, two digits each. */
export const STOCK_RESET_TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/**
 * The latest moment at or before `now` when the clock read `resetTime` ("HH:MM", local time of
 * the process that calls it, as startOfServiceDay): today's, or yesterday's when today's is
 * still to come.
 */
export function lastStockResetMark(now: Date, resetTime: string): Date {
  const [hours, minutes] = resetTime.split(':').map(Number);
  const mark = new Date(now);
  mark.setHours(hours ?? 0, minutes ?? 0, 0, 0);
  if (mark.getTime() > now.getTime()) mark.setDate(mark.getDate() - 1);
  return mark;
}

/**
 * Whether a vendor's portions are due to be reset: it has a reset time, and that time came round
 * after its last reset (once a day, however late the check runs; missed days reset once).
 */
export function isStockResetDue(options: {
  resetTime: string | null;
  lastResetAt: Date;
  now: Date;
}): boolean {
  const { resetTime, lastResetAt, now } = options;
  if (resetTime === null || !STOCK_RESET_TIME_PATTERN.test(resetTime)) return false;
  return lastStockResetMark(now, resetTime).getTime() > lastResetAt.getTime();
}

/** What the rules below need of a group (its view, menu-options.ts, has these fields and more). */
export type OptionGroupRules = {
  id: number;
  name: string;
  required: boolean;
  minChoices: number;
  maxChoices: number;
  isRemoval: boolean;
  options: {
    id: number;
    name: string;
    priceDeltaCents: number;
    isAvailable: boolean;
    allergens: Allergen[];
  }[];
};

/** An option as an order line keeps it: names and price as they were when it was ordered. */
export type ChosenOption = {
  id: number;
  name: string;
  groupName: string;
  priceDeltaCents: number;
  isRemoval: boolean;
};

/** Why a set of choices is refused, in the customer's words. */
export type ChoiceProblem = { message: string; unavailable?: boolean };

const choiceCount = (count: number, name: string) =>
  count === 1 ? `1 choice of ${name}` : `${count} choices of ${name}`;

/**
 * The options chosen for one item, checked against its groups: each option belongs to one of
 * them (once), is available, and each group has between its minimum and maximum choices.
 * Returns the chosen options in the groups' order, or the first problem.
 */
export function checkChoices(
  itemName: string,
  groups: readonly OptionGroupRules[],
  optionIds: readonly number[],
): { chosen: ChosenOption[] } | { problem: ChoiceProblem } {
  if (new Set(optionIds).size !== optionIds.length)
    return { problem: { message: 'Choose each option once' } };
  const known = new Set(groups.flatMap((group) => group.options.map((option) => option.id)));
  const stranger = optionIds.find((id) => !known.has(id));
  if (stranger !== undefined)
    return { problem: { message: `Option ${stranger} is not a choice for ${itemName}` } };
  const chosen: ChosenOption[] = [];
  for (const group of groups) {
    const picked = group.options.filter((option) => optionIds.includes(option.id));
    const gone = picked.find((option) => !option.isAvailable);
    if (gone)
      return { problem: { message: `${gone.name} is not available right now`, unavailable: true } };
    if (picked.length < group.minChoices)
      return {
        problem: {
          message:
            group.minChoices === 1 && group.maxChoices === 1
              ? `Choose a ${group.name.toLowerCase()} for ${itemName}`
              : `Choose at least ${choiceCount(group.minChoices, group.name.toLowerCase())} for ${itemName}`,
        },
      };
    if (picked.length > group.maxChoices)
      return {
        problem: {
          message: `Choose at most ${choiceCount(group.maxChoices, group.name.toLowerCase())} for ${itemName}`,
        },
      };
    for (const option of picked)
      chosen.push({
        id: option.id,
        name: option.name,
        groupName: group.name,
        priceDeltaCents: option.priceDeltaCents,
        isRemoval: group.isRemoval,
      });
  }
  return { chosen };
}

/** One portion's price: the item's price plus what each chosen option adds, in cents. */
export const unitPriceWithOptions = (
  itemPriceCents: number,
  chosen: readonly Pick<ChosenOption, 'priceDeltaCents'>[],
) => chosen.reduce((sum, option) => sum + option.priceDeltaCents, itemPriceCents);

/** Whether an item can be ordered with its available options (each required group can be met). */
export const canMeetRequiredGroups = (groups: readonly OptionGroupRules[]) =>
  groups.every(
    (group) => group.options.filter((option) => option.isAvailable).length >= group.minChoices,
  );

/** An item's allergens with those of the options chosen (or any option, when none is given). */
export function allergensOf(
  item: { allergens: readonly Allergen[] },
  options: readonly { allergens: readonly Allergen[] }[] = [],
): Allergen[] {
  const all = new Set<Allergen>(item.allergens);
  for (const option of options) for (const code of option.allergens) all.add(code);
  return ALLERGENS.filter((code) => all.has(code));
}

/** A removal as the ticket says it: "Onions" in a "Leave out" group is "No onions". */
export function removalLabel(name: string): string {
  if (/^(no|without)\s/i.test(name)) return name;
  return `No ${name.charAt(0).toLowerCase()}${name.slice(1)}`;
}

/** A line's choices as one short text, removals last ("Large, Bacon; No onions"). */
export function describeChoices(chosen: readonly Pick<ChosenOption, 'name' | 'isRemoval'>[]) {
  const added = chosen.filter((option) => !option.isRemoval).map((option) => option.name);
  const removed = chosen
    .filter((option) => option.isRemoval)
    .map((option) => removalLabel(option.name));
  return [added.join(', '), removed.join(', ')].filter(Boolean).join('; ');
}

// allergy, allergic, allergen(s), coeliac/celiac, anaphylaxis/anaphylactic
const ALLERGY_WORDS = /\b(allerg|co?eliac|anaphyla)/i;

/** Whether a line's note speaks of an allergy ("nut allergy", "coeliac"): the ticket flags it. */
export function mentionsAllergy(note: string | null | undefined): boolean {
  return note ? ALLERGY_WORDS.test(note) : false;
}
