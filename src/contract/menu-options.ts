import { z } from 'zod';
import { idParam } from './ids';
import { centsToDecimal, dollarsToCents } from './money';
import { tooLongMessage } from './too-long-message';
import {
  ALLERGENS,
  DIETARY_TAGS,
  MAX_OPTION_GROUPS,
  MAX_OPTIONS_PER_GROUP,
  MAX_PRICE_DELTA_CENTS,
  MAX_STOCK_COUNT,
  OPTION_GROUP_NAME_MAX_LENGTH,
  OPTION_NAME_MAX_LENGTH,
  type ChosenOption,
} from './menu-rules';

// What a menu item is made of beyond its name and price: the allergens it contains, the diets it
// suits, the portions left, and its option groups ("Size", "Add-ons", "Leave out"). The server
// prices the options chosen and checks them with the rules below; the web shows the same rules.

/** The EU's 14 allergens, by the codes other clients use. */

export * from './menu-rules';

// Views (GET /api/vendors/{id}/menu, GET /api/vendor/menu) --------------------------------------

export const menuOptionViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** What the option adds to the item's price, as a 2-decimal string ('1.50'). */
  priceDelta: z.string(),
  priceDeltaCents: z.number().int(),
  isAvailable: z.boolean(),
  allergens: z.array(z.enum(ALLERGENS)),
});
export type MenuOptionView = z.infer<typeof menuOptionViewSchema>;

export const optionGroupViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  required: z.boolean(),
  minChoices: z.number().int(),
  maxChoices: z.number().int(),
  /** A "Leave out" group: its options remove an ingredient, and the ticket sets them apart. */
  isRemoval: z.boolean(),
  options: z.array(menuOptionViewSchema),
});
export type OptionGroupView = z.infer<typeof optionGroupViewSchema>;

/** An option as an order line keeps it: names and price as they were when it was ordered. */
export const chosenOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  groupName: z.string(),
  priceDeltaCents: z.number().int(),
  isRemoval: z.boolean(),
});

/** A chosen option as an order's line shows it, its price change also as a 2-decimal string. */
export const chosenOptionViewSchema = chosenOptionSchema.extend({ priceDelta: z.string() });
export type ChosenOptionView = z.infer<typeof chosenOptionViewSchema>;

export const toChosenOptionView = (option: ChosenOption): ChosenOptionView => ({
  ...option,
  priceDelta: centsToDecimal(option.priceDeltaCents),
});

// Input (POST /api/vendor/menu, PATCH /api/vendor/menu/{id}) ------------------------------------

const priceDeltaMessage = 'Price change must be an amount from 0.00 to 100.00';

/** Dollars (number or text, at most two decimals) -> integer cents, 0 to MAX_PRICE_DELTA_CENTS. */
const priceDeltaSchema = z
  .union([z.number({ error: priceDeltaMessage }), z.string({ error: priceDeltaMessage }).max(20)], {
    error: priceDeltaMessage,
  })
  .transform((value, context) => {
    const cents = dollarsToCents(value);
    if (cents === null || cents > MAX_PRICE_DELTA_CENTS) {
      context.addIssue({ code: 'custom', message: priceDeltaMessage });
      return z.NEVER;
    }
    return cents;
  });

export const allergensSchema = z
  .array(z.enum(ALLERGENS, { error: `Allergens must be among ${ALLERGENS.join(', ')}` }), {
    error: 'Allergens must be a list',
  })
  .max(ALLERGENS.length)
  .transform((codes) => ALLERGENS.filter((code) => codes.includes(code)));

export const dietaryTagsSchema = z
  .array(z.enum(DIETARY_TAGS, { error: `Dietary tags must be among ${DIETARY_TAGS.join(', ')}` }), {
    error: 'Dietary tags must be a list',
  })
  .max(DIETARY_TAGS.length)
  .transform((tags) => DIETARY_TAGS.filter((tag) => tags.includes(tag)));

/** JSON's -0 is a whole number to JavaScript, but no count anyone means. */
export const isNotMinusZero = (value: number) => !Object.is(value, -0);

/** A whole number from 0 to `max` (not -0), every refusal with the one `message`. */
const countSchema = (max: number, message: string) =>
  z
    .number({ error: message })
    .int(message)
    .min(0, message)
    .max(max, message)
    .refine(isNotMinusZero, message);

/** Portions left; null: not counted. */
export const stockCountSchema = countSchema(
  MAX_STOCK_COUNT,
  `Portions left must be a whole number from 0 to ${MAX_STOCK_COUNT}, or empty`,
).nullable();

/** Portions each day: what stockCount goes back to at the vendor's reset time; null: no reset. */
export const dailyStockCountSchema = countSchema(
  MAX_STOCK_COUNT,
  `Portions each day must be a whole number from 0 to ${MAX_STOCK_COUNT}, or empty`,
).nullable();

const optionNameSchema = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, tooLongMessage(label, max));

export const optionInputSchema = z
  .strictObject({
    /** Absent for a new option. */
    id: idParam('Option id').optional(),
    name: optionNameSchema('Option name', OPTION_NAME_MAX_LENGTH),
    priceDelta: priceDeltaSchema.optional(),
    /** The view's own field, so an option sent back as it was read is taken as it is. */
    priceDeltaCents: countSchema(
      MAX_PRICE_DELTA_CENTS,
      `Price change in cents must be a whole number from 0 to ${MAX_PRICE_DELTA_CENTS}`,
    ).optional(),
    isAvailable: z.boolean({ error: 'isAvailable must be true or false' }).default(true),
    allergens: allergensSchema.default([]),
  })
  // the price change is priceDelta when given (the field an edit changes), else the cents, else 0
  .transform(({ priceDeltaCents, ...option }) => ({
    ...option,
    priceDelta: option.priceDelta ?? priceDeltaCents ?? 0,
  }));

export const optionGroupInputSchema = z
  .strictObject({
    /** Absent for a new group; another item's group of the same vendor is shared. */
    id: idParam('Option group id').optional(),
    name: optionNameSchema('Group name', OPTION_GROUP_NAME_MAX_LENGTH),
    required: z.boolean({ error: 'required must be true or false' }).default(false),
    minChoices: z
      .number({ error: 'Minimum choices must be a whole number' })
      .int('Minimum choices must be a whole number')
      .min(0, 'Minimum choices cannot be negative')
      .max(MAX_OPTIONS_PER_GROUP)
      .refine(isNotMinusZero, 'Minimum choices must be a whole number')
      .optional(),
    maxChoices: z
      .number({ error: 'Maximum choices must be a whole number' })
      .int('Maximum choices must be a whole number')
      .min(1, 'Maximum choices must be at least 1')
      .max(MAX_OPTIONS_PER_GROUP)
      .optional(),
    isRemoval: z.boolean({ error: 'isRemoval must be true or false' }).default(false),
    options: z
      .array(optionInputSchema, { error: 'Options must be a list' })
      .min(1, 'Add at least one option')
      .max(MAX_OPTIONS_PER_GROUP, `A group can have at most ${MAX_OPTIONS_PER_GROUP} options`),
  })
  .transform((group, context) => {
    // required means at least one choice; the defaults: a required group picks exactly one, an
    // optional one any number of its options
    const minChoices = group.minChoices ?? (group.required ? 1 : 0);
    const maxChoices =
      group.maxChoices ?? (group.required ? Math.max(minChoices, 1) : group.options.length);
    if (group.required && minChoices < 1)
      context.addIssue({
        code: 'custom',
        path: ['minChoices'],
        message: 'A required group needs at least 1 choice',
      });
    if (!group.required && minChoices > 0)
      context.addIssue({
        code: 'custom',
        path: ['required'],
        message: 'A group with a minimum number of choices is required',
      });
    if (maxChoices < minChoices)
      context.addIssue({
        code: 'custom',
        path: ['maxChoices'],
        message: 'Maximum choices cannot be less than the minimum',
      });
    if (minChoices > group.options.length)
      context.addIssue({
        code: 'custom',
        path: ['minChoices'],
        message: 'Minimum choices cannot be more than the options',
      });
    const names = group.options.map((option) => option.name.toLowerCase());
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index)
        context.addIssue({
          code: 'custom',
          path: ['options', index, 'name'],
          message: 'Two options have the same name',
        });
    });
    return { ...group, minChoices, maxChoices: Math.min(maxChoices, group.options.length) };
  });
export type OptionGroupInput = z.output<typeof optionGroupInputSchema>;

export const optionGroupsSchema = z
  .array(optionGroupInputSchema, { error: 'Option groups must be a list' })
  .max(MAX_OPTION_GROUPS, `An item can have at most ${MAX_OPTION_GROUPS} option groups`)
  .superRefine((groups, context) => {
    const ids = groups.flatMap((group) => (group.id === undefined ? [] : [group.id]));
    groups.forEach((group, index) => {
      if (group.id !== undefined && ids.indexOf(group.id) !== ids.lastIndexOf(group.id))
        context.addIssue({
          code: 'custom',
          path: [index, 'id'],
          message: 'A group can be on an item once',
        });
    });
  });

// Choosing (POST /api/orders, POST /api/orders/quote) -------------------------------------------

export const MAX_OPTIONS_PER_LINE = MAX_OPTION_GROUPS * MAX_OPTIONS_PER_GROUP;

/** An order line's chosen options, by id. */
export const optionIdsSchema = z
  .array(idParam('Option'), { error: 'optionIds must be a list of option ids' })
  .max(MAX_OPTIONS_PER_LINE, `A line can have at most ${MAX_OPTIONS_PER_LINE} options`);
