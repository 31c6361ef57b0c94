import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import {
  ALLERGEN_LABELS,
  ALLERGENS,
  MAX_OPTIONS_PER_GROUP,
  OPTION_NAME_MAX_LENGTH,
} from '../../../contract/menu-rules';
import { Button } from '../../components/ui/button';
import { FieldError, Input, Label } from '../../components/ui/input';
import { newOption } from './menu-item-form';
import { describedBy, SwitchRow, type MenuForm } from './menu-form-fields';

/** An option's allergens, folded away: most options have none. */
function OptionAllergens({
  form,
  path,
}: {
  form: MenuForm;
  path: `optionGroups.${number}.options.${number}`;
}) {
  const chosen = useWatch({ control: form.control, name: `${path}.allergens` });
  const summary =
    chosen.length === 0
      ? 'Allergens: none'
      : `Allergens: ${chosen.map((code) => ALLERGEN_LABELS[code].short).join(', ')}`;
  return (
    <details className="rounded-lg border border-border">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-medium">
        {summary}
      </summary>
      <fieldset className="grid gap-0 px-3 pb-2 sm:grid-cols-2">
        <legend className="sr-only">Allergens of this option</legend>
        {ALLERGENS.map((code) => (
          <label key={code} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              value={code}
              className="size-5 accent-primary"
              {...form.register(`${path}.allergens`)}
            />
            {ALLERGEN_LABELS[code].full}
          </label>
        ))}
      </fieldset>
    </details>
  );
}

/** A group's options: name, price change, available, allergens; added, removed and reordered. */
export function OptionList({ form, groupIndex }: { form: MenuForm; groupIndex: number }) {
  const options = useFieldArray({
    control: form.control,
    name: `optionGroups.${groupIndex}.options`,
  });
  const groupErrors = form.formState.errors.optionGroups?.[groupIndex];
  const listMessage = groupErrors?.options?.message ?? groupErrors?.options?.root?.message;
  const isFull = options.fields.length >= MAX_OPTIONS_PER_GROUP;
  return (
    <div className="grid gap-2">
      <ol className="grid gap-2">
        {options.fields.map((field, index) => {
          const path = `optionGroups.${groupIndex}.options.${index}` as const;
          const prefix = `menu-group-${groupIndex}-option-${index}`;
          const errors = groupErrors?.options?.[index];
          const label = `option ${index + 1}`;
          return (
            <li key={field.id}>
              <fieldset className="grid gap-2 rounded-lg bg-muted/50 p-2">
                <legend className="sr-only">Option {index + 1}</legend>
                <div className="grid gap-2 sm:grid-cols-[1fr_8rem]">
                  <div className="grid gap-1.5">
                    <Label htmlFor={`${prefix}-name`}>Option {index + 1} name</Label>
                    <Input
                      maxLength={OPTION_NAME_MAX_LENGTH}
                      {...describedBy(`${prefix}-name`, errors?.name)}
                      {...form.register(`${path}.name`)}
                    />
                    <FieldError id={`${prefix}-name-error`} message={errors?.name?.message} />
                  </div>
                  <div className="grid gap-1.5">
                    <Label htmlFor={`${prefix}-priceDelta`}>Price change ($)</Label>
                    <Input
                      type="number"
                      inputMode="decimal"
                      step="0.01"
                      min="0"
                      placeholder="0.00"
                      {...describedBy(`${prefix}-priceDelta`, errors?.priceDelta)}
                      {...form.register(`${path}.priceDelta`)}
                    />
                    <FieldError
                      id={`${prefix}-priceDelta-error`}
                      message={errors?.priceDelta?.message}
                    />
                  </div>
                </div>
                <OptionAllergens form={form} path={path} />
                <div className="flex flex-wrap items-center gap-2">
                  <SwitchRow form={form} name={`${path}.isAvailable`} label="Available" />
                  <div className="ml-auto flex gap-1">
                    <Button
                      variant="outline"
                      size="icon"
                      disabled={index === 0}
                      aria-label={`Move ${label} up`}
                      onClick={() => options.move(index, index - 1)}
                    >
                      <ArrowUp aria-hidden />
                    </Button>
                    <Button
                      variant="outline"
                      size="icon"
                      disabled={index === options.fields.length - 1}
                      aria-label={`Move ${label} down`}
                      onClick={() => options.move(index, index + 1)}
                    >
                      <ArrowDown aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove ${label}`}
                      onClick={() => options.remove(index)}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <FieldError id={`menu-group-${groupIndex}-options-error`} message={listMessage} />
      {isFull ? null : (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => options.append(newOption())}
        >
          <Plus aria-hidden /> Add option
        </Button>
      )}
    </div>
  );
}
