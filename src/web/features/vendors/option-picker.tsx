import { useId, useState, type FormEvent } from 'react';
import {
  ALLERGEN_LABELS,
  allergensOf,
  checkChoices,
  removalLabel,
  unitPriceWithOptions,
  type Allergen,
} from '../../../contract/menu-rules';
import type { MenuOptionView, OptionGroupView } from '../../../contract/menu-options';
import { formatMoney } from '../../../contract/money';
import { NOTE_MAX_LENGTH } from '../../../contract/order-limits';
import type { MenuItemView } from '../../../contract/vendors';
import { Button } from '../../components/ui/button';
import { DialogFooter, ModalDialog } from '../../components/ui/dialog';
import { FieldError, Label, Textarea } from '../../components/ui/input';
import { avoidedAllergens, useAllergenFilter } from './allergen-filter';
import type { LineChoice } from './cart-items';
import { AvoidedAllergenWarning } from './menu-item-badges';

/** A group's rule as its legend says it: "Choose 1", "Choose 1 to 3", "Up to 3", "Optional". */
export function choiceRule(group: OptionGroupView): string {
  if (group.required)
    return group.minChoices === group.maxChoices
      ? `Choose ${group.minChoices}`
      : `Choose ${group.minChoices} to ${group.maxChoices}`;
  return group.maxChoices < group.options.length && group.maxChoices > 1
    ? `Up to ${group.maxChoices}`
    : 'Optional';
}

const optionLabel = (group: OptionGroupView, option: MenuOptionView) =>
  group.isRemoval ? removalLabel(option.name) : option.name;

const allergenNames = (codes: readonly Allergen[], form: 'full' | 'short') =>
  codes.map((code) => ALLERGEN_LABELS[code][form]).join(', ');

function OptionRow({
  group,
  option,
  type,
  isChecked,
  isDisabled,
  onChange,
}: {
  group: OptionGroupView;
  option: MenuOptionView;
  type: 'radio' | 'checkbox';
  isChecked: boolean;
  isDisabled: boolean;
  onChange: (isChecked: boolean) => void;
}) {
  const name = `${optionLabel(group, option)}${option.isAvailable ? '' : ' (unavailable)'}`;
  const details = [
    option.priceDeltaCents > 0 ? `+${formatMoney(option.priceDeltaCents)}` : '',
    option.allergens.length > 0 ? `contains ${allergenNames(option.allergens, 'short')}` : '',
  ].filter(Boolean);
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 py-1 hover:bg-muted has-disabled:cursor-not-allowed has-disabled:opacity-60">
      <input
        type={type}
        name={`option-group-${group.id}`}
        value={option.id}
        checked={isChecked}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.checked)}
        // the visible parts, read as one ("Cheese, +$1.00, contains Milk")
        aria-label={[name, ...details].join(', ')}
        className="size-5 shrink-0 accent-primary"
      />
      <span className="grid min-w-0 flex-1">
        <span>{name}</span>
        {option.allergens.length > 0 ? (
          <span className="text-xs text-muted-foreground">
            Contains: {allergenNames(option.allergens, 'short')}
          </span>
        ) : null}
      </span>
      {option.priceDeltaCents > 0 ? (
        <span className="shrink-0 text-sm tabular-nums text-muted-foreground">
          +{formatMoney(option.priceDeltaCents)}
        </span>
      ) : null}
    </label>
  );
}

function GroupFieldset({
  group,
  picked,
  onPick,
}: {
  group: OptionGroupView;
  picked: readonly number[];
  onPick: (ids: number[]) => void;
}) {
  const inGroup = group.options.filter((option) => picked.includes(option.id));
  const isSingle = group.maxChoices === 1;
  const isFull = inGroup.length >= group.maxChoices;
  const others = picked.filter((id) => !group.options.some((option) => option.id === id));
  return (
    <fieldset className="grid gap-1">
      {/* one text for screen readers ("Size, Choose 1"); the layout is for the eye */}
      <legend className="sr-only">{`${group.name}, ${choiceRule(group)}`}</legend>
      <div aria-hidden className="mb-1 flex items-baseline justify-between gap-2">
        <span className="font-semibold">{group.name}</span>
        <span className="text-xs text-muted-foreground">{choiceRule(group)}</span>
      </div>
      {isSingle && !group.required ? (
        <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 py-1 hover:bg-muted">
          <input
            type="radio"
            name={`option-group-${group.id}`}
            checked={inGroup.length === 0}
            onChange={() => onPick(others)}
            className="size-5 shrink-0 accent-primary"
          />
          <span className="flex-1">None</span>
        </label>
      ) : null}
      {group.options.map((option) => {
        const isChecked = picked.includes(option.id);
        return (
          <OptionRow
            key={option.id}
            group={group}
            option={option}
            type={isSingle ? 'radio' : 'checkbox'}
            isChecked={isChecked}
            // a group's maximum: once reached, the other boxes wait until one is unticked
            isDisabled={!option.isAvailable || (!isSingle && !isChecked && isFull)}
            onChange={(checked) => {
              if (isSingle) onPick([...others, option.id]);
              else if (checked) onPick([...picked, option.id]);
              else onPick(picked.filter((id) => id !== option.id));
            }}
          />
        );
      })}
    </fieldset>
  );
}

/**
 * Choosing an item's options before it goes in the cart: each group with its rule, the live
 * price, the allergens of the item and of what is chosen, and a note for the kitchen. The
 * contract's checkChoices decides whether the choice can be added (the server checks it again).
 */
export function OptionPicker({
  item,
  onAdd,
  onClose,
}: {
  item: MenuItemView;
  onAdd: (choice: LineChoice) => void;
  onClose: () => void;
}) {
  const [picked, setPicked] = useState<number[]>([]);
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const chosenOptions = item.optionGroups.flatMap((group) =>
    group.options.filter((option) => picked.includes(option.id)),
  );
  const priceCents = unitPriceWithOptions(item.priceCents, chosenOptions);
  const allergens = allergensOf(item, chosenOptions);
  const [filter] = useAllergenFilter();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkChoices(item.name, item.optionGroups, picked);
    if ('problem' in result) {
      setProblem(result.problem.message);
      return;
    }
    onAdd({ chosen: result.chosen, notes });
  };
  return (
    <ModalDialog
      title={item.name}
      description={`${formatMoney(item.priceCents)}${item.description ? ` · ${item.description}` : ''}`}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        {item.optionGroups.map((group) => (
          <GroupFieldset
            key={group.id}
            group={group}
            picked={picked}
            onPick={(ids) => {
              setPicked(ids);
              setProblem(null);
            }}
          />
        ))}
        <div className="grid gap-2">
          <Label htmlFor={`${id}-notes`}>Note for the kitchen</Label>
          <Textarea
            id={`${id}-notes`}
            value={notes}
            maxLength={NOTE_MAX_LENGTH}
            rows={2}
            placeholder="e.g. severe nut allergy"
            onChange={(event) => setNotes(event.target.value)}
          />
        </div>
        <p className="text-sm" id={`${id}-allergens`}>
          <span className="font-semibold">Allergens: </span>
          {allergens.length > 0
            ? `Contains ${allergenNames(allergens, 'full')}`
            : 'None listed by the vendor'}
        </p>
        {/* what is chosen, not only the item: an add-on can bring the allergen */}
        <AvoidedAllergenWarning allergens={avoidedAllergens({ allergens }, filter)} />
        <FieldError id={`${id}-problem`} message={problem ?? undefined} />
        <DialogFooter>
          <Button variant="outline" size="lg" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" size="lg" aria-describedby={problem ? `${id}-problem` : undefined}>
            Add · <span className="tabular-nums">{formatMoney(priceCents)}</span>
          </Button>
        </DialogFooter>
      </form>
    </ModalDialog>
  );
}
