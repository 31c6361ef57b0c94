import { Controller, type FieldError, type Path, type UseFormReturn } from 'react-hook-form';
import type { MenuItemCreate } from '../../../contract/vendor';
import { FieldError as FieldErrorText } from '../../components/ui/input';
import { Switch } from '../../components/ui/switch';
import type { MenuFormValues } from './menu-item-form';

// The menu item form's small parts, shared by the dialog, the group editor and the option list.

export type MenuForm = UseFormReturn<MenuFormValues, unknown, MenuItemCreate>;

/** Error wiring of one input, as use-schema-form.ts does it for the top-level fields. */
export const describedBy = (id: string, error: FieldError | undefined) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

type SwitchPath =
  | 'isAvailable'
  | `optionGroups.${number}.${'required' | 'isRemoval'}`
  | `optionGroups.${number}.options.${number}.isAvailable`;

/** A switch with its words, the whole row a 44 px target. */
export function SwitchRow({
  form,
  name,
  label,
}: {
  form: MenuForm;
  name: SwitchPath;
  label: string;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium">
      <Controller
        control={form.control}
        name={name}
        render={({ field: { value, onChange } }) => (
          <Switch checked={value} onCheckedChange={onChange} />
        )}
      />
      {label}
    </label>
  );
}

/** A fieldset of checkboxes whose checked values make the field's list (allergens, tags). */
export function CheckboxFieldset<Code extends string>({
  form,
  name,
  legend,
  codes,
  labelOf,
  error,
}: {
  form: MenuForm;
  name: Path<MenuFormValues> & ('allergens' | 'dietaryTags');
  legend: string;
  codes: readonly Code[];
  labelOf: (code: Code) => string;
  error?: string;
}) {
  return (
    <fieldset className="grid gap-1" aria-describedby={error ? `menu-${name}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="grid sm:grid-cols-2">
        {codes.map((code) => (
          <label key={code} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              value={code}
              className="size-5 shrink-0 accent-primary"
              {...form.register(name)}
            />
            {labelOf(code)}
          </label>
        ))}
      </div>
      <FieldErrorText id={`menu-${name}-error`} message={error} />
    </fieldset>
  );
}
