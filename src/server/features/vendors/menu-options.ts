import { and, eq, getTableColumns, inArray, notInArray, sql } from 'drizzle-orm';
import { centsToDecimal } from '../../../contract/money';
import type {
  OptionGroupInput,
  OptionGroupRules,
  OptionGroupView,
} from '../../../contract/menu-options';
import type { Executor } from '../../db/client';
import {
  menuItemOptionGroups,
  menuItems,
  menuOptionGroups,
  menuOptions,
  type MenuItem,
} from '../../db/schema';
import { invalidField } from '../../errors';

// A menu item's option groups are read with the item, as one JSON column (`option_groups`) of
// the same row: whatever reads menu items (the menus, the order's checks, the order facts cache
// and its hash guard) sees the options in the same read, and a change to an option changes the
// row's text, so the guard catches it like a change to the item. `menu_items.id` is written
// qualified: drizzle leaves a column bare in a one-table select, where it would bind to the group.

/** A menu item with its option groups (prices in cents), as the order checks read it. */
export type MenuItemWithOptions = MenuItem & { optionGroups: OptionGroupRules[] };

/** The item's groups in its order, each with its options in theirs; '[]' when it has none. */
const optionGroupsOfItem = sql<OptionGroupRules[]>`coalesce((
  select json_agg(json_build_object(
    'id', option_group.id, 'name', option_group.name, 'required', option_group.required,
    'minChoices', option_group.min_choices, 'maxChoices', option_group.max_choices,
    'isRemoval', option_group.is_removal,
    'options', coalesce((
      select json_agg(json_build_object(
        'id', menu_option.id, 'name', menu_option.name,
        'priceDeltaCents', menu_option.price_delta_cents,
        'isAvailable', menu_option.is_available, 'allergens', menu_option.allergens
      ) order by menu_option.position, menu_option.id)
      from menu_options menu_option where menu_option.group_id = option_group.id
    ), '[]'::json)
  ) order by item_group.position)
  from menu_item_option_groups item_group
  join menu_option_groups option_group on option_group.id = item_group.group_id
  where item_group.menu_item_id = menu_items.id
), '[]'::json)`;

/** The columns of a menu item read with its option groups: `select(menuItemColumns).from(menuItems)`. */
export const menuItemColumns = {
  ...getTableColumns(menuItems),
  optionGroups: optionGroupsOfItem.as('option_groups'),
};

/** A menu item row read as JSON (`to_json`) with its `option_groups`. */
export const optionGroupsFromJson = (json: Record<string, unknown>): OptionGroupRules[] =>
  (json.option_groups as OptionGroupRules[] | null) ?? [];

export const toOptionGroupView = (group: OptionGroupRules): OptionGroupView => ({
  ...group,
  options: group.options.map((option) => ({
    ...option,
    priceDelta: centsToDecimal(option.priceDeltaCents),
  })),
});

/**
 * Makes the item's option groups the ones given, in that order (the vendor's menu form sends the
 * whole list): a group with an id is the vendor's existing group, changed as given and shared with
 * any other item it is on; one without an id is new. Within a group, options not given are
 * deleted. A group no item offers any more is deleted. Run in the transaction that saves the item.
 */
export async function replaceOptionGroups(
  tx: Executor,
  options: { vendorId: number; itemId: number; groups: readonly OptionGroupInput[] },
): Promise<void> {
  const { vendorId, itemId, groups } = options;
  const givenIds = groups.flatMap((group) => (group.id === undefined ? [] : [group.id]));
  const owned = givenIds.length
    ? await tx
        .select({ id: menuOptionGroups.id })
        .from(menuOptionGroups)
        .where(and(inArray(menuOptionGroups.id, givenIds), eq(menuOptionGroups.vendorId, vendorId)))
    : [];
  const ownedIds = new Set(owned.map((row) => row.id));
  groups.forEach((group, index) => {
    if (group.id !== undefined && !ownedIds.has(group.id))
      throw invalidField(
        `body.optionGroups.${index}.id`,
        `Option group ${group.id} is not one of your groups`,
      );
  });

  const groupIds: number[] = [];
  for (const [index, group] of groups.entries()) {
    const fields = {
      name: group.name,
      required: group.required,
      minChoices: group.minChoices,
      maxChoices: group.maxChoices,
      isRemoval: group.isRemoval,
    };
    let groupId: number;
    if (group.id === undefined) {
      const [created] = await tx
        .insert(menuOptionGroups)
        .values({ vendorId, ...fields })
        .returning({ id: menuOptionGroups.id });
      if (!created) throw new Error('option group insert returned no row');
      groupId = created.id;
    } else {
      groupId = group.id;
      await tx.update(menuOptionGroups).set(fields).where(eq(menuOptionGroups.id, groupId));
    }
    await replaceOptions(tx, groupId, group.options, `body.optionGroups.${index}.options`);
    groupIds.push(groupId);
  }

  await tx.delete(menuItemOptionGroups).where(eq(menuItemOptionGroups.menuItemId, itemId));
  if (groupIds.length > 0)
    await tx
      .insert(menuItemOptionGroups)
      .values(groupIds.map((groupId, position) => ({ menuItemId: itemId, groupId, position })));
  await tx.delete(menuOptionGroups).where(
    and(
      eq(menuOptionGroups.vendorId, vendorId),
      sql`not exists (select 1 from ${menuItemOptionGroups}
          where ${menuItemOptionGroups.groupId} = ${menuOptionGroups.id})`,
    ),
  );
}

async function replaceOptions(
  tx: Executor,
  groupId: number,
  given: OptionGroupInput['options'],
  path: string,
): Promise<void> {
  const existing = await tx
    .select({ id: menuOptions.id })
    .from(menuOptions)
    .where(eq(menuOptions.groupId, groupId));
  const existingIds = new Set(existing.map((row) => row.id));
  given.forEach((option, index) => {
    if (option.id !== undefined && !existingIds.has(option.id))
      throw invalidField(`${path}.${index}.id`, `Option ${option.id} is not in this group`);
  });
  const keptIds = given.flatMap((option) => (option.id === undefined ? [] : [option.id]));
  await tx
    .delete(menuOptions)
    .where(
      keptIds.length > 0
        ? and(eq(menuOptions.groupId, groupId), notInArray(menuOptions.id, keptIds))
        : eq(menuOptions.groupId, groupId),
    );
  for (const [position, option] of given.entries()) {
    const fields = {
      name: option.name,
      priceDeltaCents: option.priceDelta,
      isAvailable: option.isAvailable,
      allergens: option.allergens,
      position,
    };
    if (option.id === undefined) await tx.insert(menuOptions).values({ groupId, ...fields });
    else await tx.update(menuOptions).set(fields).where(eq(menuOptions.id, option.id));
  }
}
