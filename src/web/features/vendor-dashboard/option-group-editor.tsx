import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { MAX_OPTION_GROUPS, OPTION_GROUP_NAME_MAX_LENGTH } from '../../../contract/menu-rules';
import type { OptionGroupView } from '../../../contract/menu-options';
import type { MenuItemView } from '../../../contract/vendors';
import { Button } from '../../components/ui/button';
import {
  FieldError as FieldErrorText,
  Input,
  Label,
  NativeSelect,
} from '../../components/ui/input';
import { useVendorMenu } from './api';
import { groupFormValues, newGroup } from './menu-item-form';
import { describedBy, SwitchRow, type MenuForm } from './menu-form-fields';
import { OptionList } from './option-list';

/** The other items' groups this one does not have yet, each once, with who uses it. */
function reusableGroups(
  menu: readonly MenuItemView[],
  item: MenuItemView | undefined,
  taken: Set<number>,
) {
  const groups = new Map<number, { group: OptionGroupView; itemName: string }>();
  for (const other of menu) {
    if (other.id === item?.id) continue;
    for (const group of other.optionGroups)
      if (!taken.has(group.id) && !groups.has(group.id))
        groups.set(group.id, { group, itemName: other.name });
  }
  return [...groups.values()];
}

/** "Reuse a group": another item's group, shared (its id is sent, so one edit serves both). */
function ReuseGroup({
  item,
  taken,
  onReuse,
}: {
  item: MenuItemView | undefined;
  taken: Set<number>;
  onReuse: (group: OptionGroupView) => void;
}) {
  const menu = useVendorMenu();
  const [chosen, setChosen] = useState('');
  const candidates = reusableGroups(menu.data ?? [], item, taken);
  if (candidates.length === 0) return null;
  const picked = candidates.find(({ group }) => String(group.id) === chosen);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="menu-reuse-group">Reuse a group</Label>
      <div className="flex flex-wrap gap-2">
        <NativeSelect
          id="menu-reuse-group"
          className="min-w-0 flex-1 basis-48"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        >
          <option value="">Choose a group…</option>
          {candidates.map(({ group, itemName }) => (
            <option key={group.id} value={group.id}>
              {group.name} (from {itemName}, {group.options.length} options)
            </option>
          ))}
        </NativeSelect>
        <Button
          variant="outline"
          disabled={!picked}
          onClick={() => {
            if (!picked) return;
            onReuse(picked.group);
            setChosen('');
          }}
        >
          Reuse group
        </Button>
      </div>
    </div>
  );
}

/** Which other items share a saved group: an edit here changes it there too. */
function useSharedWith(groupId: number | undefined, item: MenuItemView | undefined) {
  const menu = useVendorMenu();
  if (groupId === undefined) return [];
  return (menu.data ?? [])
    .filter((other) => other.id !== item?.id && other.optionGroups.some((g) => g.id === groupId))
    .map((other) => other.name);
}

function GroupCard({
  form,
  index,
  groupId,
  count,
  item,
  onMove,
  onRemove,
}: {
  form: MenuForm;
  index: number;
  groupId: number | undefined;
  count: number;
  item: MenuItemView | undefined;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const errors = form.formState.errors.optionGroups?.[index];
  const prefix = `menu-group-${index}`;
  const typedName = useWatch({ control: form.control, name: `optionGroups.${index}.name` });
  const groupName = typedName || `Group ${index + 1}`;
  const sharedWith = useSharedWith(groupId, item);
  return (
    <fieldset className="grid gap-3 rounded-xl border border-border p-3">
      <legend className="px-1 text-sm font-semibold">Group {index + 1}</legend>
      {sharedWith.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          Shared with {sharedWith.join(', ')}: changes apply there too.
        </p>
      ) : null}
      <div className="grid gap-1.5">
        <Label htmlFor={`${prefix}-name`}>Group name</Label>
        <Input
          maxLength={OPTION_GROUP_NAME_MAX_LENGTH}
          placeholder="e.g. Size, Add-ons, Leave out"
          {...describedBy(`${prefix}-name`, errors?.name)}
          {...form.register(`optionGroups.${index}.name`)}
        />
        <FieldErrorText id={`${prefix}-name-error`} message={errors?.name?.message} />
      </div>
      <div className="flex flex-wrap gap-x-6">
        <SwitchRow form={form} name={`optionGroups.${index}.required`} label="Required" />
        <SwitchRow form={form} name={`optionGroups.${index}.isRemoval`} label="Leave out group" />
      </div>
      <FieldErrorText id={`${prefix}-required-error`} message={errors?.required?.message} />
      <div className="grid grid-cols-2 gap-3">
        {(['minChoices', 'maxChoices'] as const).map((name) => (
          <div key={name} className="grid gap-1.5">
            <Label htmlFor={`${prefix}-${name}`}>
              {name === 'minChoices' ? 'Min choices' : 'Max choices'}
            </Label>
            <Input
              type="number"
              inputMode="numeric"
              min="0"
              step="1"
              placeholder="Auto"
              {...describedBy(`${prefix}-${name}`, errors?.[name])}
              {...form.register(`optionGroups.${index}.${name}`)}
            />
            <FieldErrorText id={`${prefix}-${name}-error`} message={errors?.[name]?.message} />
          </div>
        ))}
      </div>
      <OptionList form={form} groupIndex={index} />
      <div className="flex flex-wrap gap-2 border-t border-border pt-3">
        <Button
          variant="outline"
          size="icon"
          disabled={index === 0}
          aria-label={`Move ${groupName} up`}
          onClick={() => onMove(index - 1)}
        >
          <ArrowUp aria-hidden />
        </Button>
        <Button
          variant="outline"
          size="icon"
          disabled={index === count - 1}
          aria-label={`Move ${groupName} down`}
          onClick={() => onMove(index + 1)}
        >
          <ArrowDown aria-hidden />
        </Button>
        <Button variant="ghost" className="ml-auto" onClick={onRemove}>
          <Trash2 aria-hidden /> Remove {groupName}
        </Button>
      </div>
    </fieldset>
  );
}

/**
 * The item's option groups ("Size", "Add-ons", "Leave out"), in the order customers see them.
 * The whole list is sent on save and replaces the saved one.
 */
export function OptionGroupEditor({ form, item }: { form: MenuForm; item?: MenuItemView }) {
  const groups = useFieldArray({ control: form.control, name: 'optionGroups' });
  // a group's id is never typed, so the field array's copy of it stays current
  const taken = new Set(
    groups.fields.flatMap((group) => (group.groupId === undefined ? [] : [group.groupId])),
  );
  const isFull = groups.fields.length >= MAX_OPTION_GROUPS;
  return (
    <section aria-labelledby="menu-groups-title" className="grid gap-3">
      <div>
        <h3 id="menu-groups-title" className="text-base font-semibold">
          Options
        </h3>
        <p className="text-sm text-muted-foreground">
          Sizes, add-ons and things to leave out. A leave-out group's options print as "NO …" on
          tickets.
        </p>
      </div>
      {groups.fields.map((field, index) => (
        <GroupCard
          key={field.id}
          form={form}
          index={index}
          groupId={field.groupId}
          count={groups.fields.length}
          item={item}
          onMove={(to) => groups.move(index, to)}
          onRemove={() => groups.remove(index)}
        />
      ))}
      <FieldErrorText
        id="menu-optionGroups-error"
        message={form.formState.errors.optionGroups?.message}
      />
      {isFull ? (
        <p className="text-sm text-muted-foreground">
          An item can have at most {MAX_OPTION_GROUPS} option groups.
        </p>
      ) : (
        <>
          <Button
            variant="outline"
            className="justify-self-start"
            onClick={() => groups.append(newGroup())}
          >
            <Plus aria-hidden /> Add option group
          </Button>
          <ReuseGroup
            item={item}
            taken={taken}
            onReuse={(group) => groups.append(groupFormValues(group))}
          />
        </>
      )}
    </section>
  );
}
