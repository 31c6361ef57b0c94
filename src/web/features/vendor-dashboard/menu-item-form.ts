import { z } from 'zod';
import type { Allergen, DietaryTag } from '../../../contract/menu-rules';
import type { OptionGroupView } from '../../../contract/menu-options';
import {
  menuItemCreateSchema,
  type MenuItemCreate,
  type MenuItemCreateInput,
} from '../../../contract/vendor';
import type { MenuItemView } from '../../../contract/vendors';

// The menu item form's values as the inputs hold them (numbers as typed text), how they become
// the request body the contract parses, and the body sent once it has.

export type OptionFormValues = {
  /** The saved option's id; absent for a new one. */
  optionId?: number;
  name: string;
  /** Dollars as typed; empty is no change. */
  priceDelta: string;
  isAvailable: boolean;
  allergens: Allergen[];
};

export type GroupFormValues = {
  /** The saved group's id (this item's, or another item's when reused); absent for a new one. */
  groupId?: number;
  name: string;
  required: boolean;
  /** Empty: the contract's default (1 for a required group, else 0). */
  minChoices: string;
  /** Empty: the contract's default (1 for a required group, else every option). */
  maxChoices: string;
  isRemoval: boolean;
  options: OptionFormValues[];
};

export type MenuFormValues = {
  name: string;
  description: string;
  price: string;
  category: string;
  isAvailable: boolean;
  allergens: Allergen[];
  dietaryTags: DietaryTag[];
  /** Empty: portions are not counted. */
  stockCount: string;
  /** Empty: no nightly reset of the portions. */
  dailyStockCount: string;
  optionGroups: GroupFormValues[];
};

export const newOption = (): OptionFormValues => ({
  name: '',
  priceDelta: '',
  isAvailable: true,
  allergens: [],
});

export const newGroup = (): GroupFormValues => ({
  name: '',
  required: false,
  minChoices: '',
  maxChoices: '',
  isRemoval: false,
  options: [newOption()],
});

/** A saved group as the form holds it, keeping its ids so the server updates (or shares) it. */
export const groupFormValues = (group: OptionGroupView): GroupFormValues => ({
  groupId: group.id,
  name: group.name,
  required: group.required,
  minChoices: String(group.minChoices),
  maxChoices: String(group.maxChoices),
  isRemoval: group.isRemoval,
  options: group.options.map((option) => ({
    optionId: option.id,
    name: option.name,
    priceDelta: option.priceDeltaCents === 0 ? '' : option.priceDelta,
    isAvailable: option.isAvailable,
    allergens: option.allergens,
  })),
});

export const menuFormDefaults = (item?: MenuItemView): MenuFormValues => ({
  name: item?.name ?? '',
  description: item?.description ?? '',
  price: item?.price ?? '',
  category: item?.category ?? '',
  isAvailable: item?.isAvailable ?? true,
  allergens: item?.allergens ?? [],
  dietaryTags: item?.dietaryTags ?? [],
  stockCount: item?.stockCount == null ? '' : String(item.stockCount),
  dailyStockCount: item?.dailyStockCount == null ? '' : String(item.dailyStockCount),
  optionGroups: item?.optionGroups.map(groupFormValues) ?? [],
});

/** Typed text as a number for the schema to judge ('2.5' and 'x' fail there); empty is absent. */
const typedNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The form's values as the request the contract parses (ids named as the API names them). */
function toMenuItemInput(values: MenuFormValues): MenuItemCreateInput {
  return {
    ...values,
    stockCount: typedNumber(values.stockCount) ?? null,
    dailyStockCount: typedNumber(values.dailyStockCount) ?? null,
    optionGroups: values.optionGroups.map(
      ({ groupId, minChoices, maxChoices, options, ...group }) => ({
        ...(groupId === undefined ? {} : { id: groupId }),
        ...group,
        minChoices: typedNumber(minChoices),
        maxChoices: typedNumber(maxChoices),
        options: options.map(({ optionId, priceDelta, ...option }) => ({
          ...(optionId === undefined ? {} : { id: optionId }),
          ...option,
          priceDelta: priceDelta.trim() === '' ? undefined : priceDelta,
        })),
      }),
    ),
  };
}

/** The contract's create schema over the form's values: its messages land on the form's fields. */
export const menuFormSchema = z
  .custom<MenuFormValues>()
  .transform(toMenuItemInput)
  .pipe(menuItemCreateSchema);

/** The body to send: the contract parsed prices into cents, the API takes dollars. */
export const menuItemBody = (parsed: MenuItemCreate): MenuItemCreateInput => ({
  name: parsed.name,
  description: parsed.description,
  price: parsed.price / 100,
  category: parsed.category,
  isAvailable: parsed.isAvailable,
  allergens: parsed.allergens,
  dietaryTags: parsed.dietaryTags,
  stockCount: parsed.stockCount ?? null,
  dailyStockCount: parsed.dailyStockCount ?? null,
  optionGroups: parsed.optionGroups.map((group) => ({
    ...group,
    options: group.options.map((option) => ({ ...option, priceDelta: option.priceDelta / 100 })),
  })),
});
