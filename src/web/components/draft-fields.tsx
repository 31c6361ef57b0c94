import type { ComponentProps, ReactNode } from 'react';
import { ActiveSwitch, Field, type FieldBinding } from './form-dialog';
import { Input, NativeSelect, Textarea } from './ui/input';

// The fields of a useFormDraft form: each one is labelled, bound to its draft value, and shows
// its hint and its error line, so a dialog names a field once instead of wiring all four.

/** What the fields need of useFormDraft's result. */
export type DraftForm<Draft> = {
  form: string;
  errors: Record<string, string>;
  bind: (name: keyof Draft & string, hasHint?: boolean) => FieldBinding;
};

type FieldOf<Draft> = {
  form: DraftForm<Draft>;
  name: keyof Draft & string;
  label: string;
  hint?: string;
};

/** The control's own props, less what the binding gives it. */
type Own<Tag extends 'input' | 'textarea' | 'select'> = Omit<
  ComponentProps<Tag>,
  'form' | 'name' | 'value' | 'onChange' | 'id'
>;

/** A field of one kind of control: labelled, bound to its draft value, with hint and error. */
function boundField<Tag extends 'input' | 'textarea' | 'select'>(
  Control: (props: ComponentProps<Tag>) => ReactNode,
) {
  return function BoundField<Draft>({
    form,
    name,
    label,
    hint,
    ...own
  }: FieldOf<Draft> & Own<Tag>) {
    const props = { ...form.bind(name, Boolean(hint)), ...own } as ComponentProps<Tag>;
    return (
      <Field form={form.form} name={name} label={label} hint={hint} errors={form.errors}>
        <Control {...props} />
      </Field>
    );
  };
}

export const InputField = boundField<'input'>(Input);
export const TextareaField = boundField<'textarea'>(Textarea);
export const SelectField = boundField<'select'>(NativeSelect);

/**
 * A select of choices that load (events, artists, programs): disabled while they load, its first
 * option (0) asks for one, or says they could not load.
 */
export function LoadedSelectField<Draft>({
  choices,
  prompt,
  failed,
  options,
  ...field
}: FieldOf<Draft> & {
  choices: { isPending: boolean; isError: boolean };
  prompt: string;
  failed: string;
  options: readonly { value: number; label: string }[];
}) {
  return (
    <SelectField {...field} disabled={choices.isPending}>
      <option value={0}>{choices.isError ? failed : prompt}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

/** The event of a form: the events that load, or those of them the form offers. */
export function EventField<Draft>({
  events,
  shown = events.data ?? [],
  ...field
}: Omit<FieldOf<Draft>, 'label'> & {
  events: { isPending: boolean; isError: boolean; data?: readonly { id: number; name: string }[] };
  shown?: readonly { id: number; name: string }[];
}) {
  return (
    <LoadedSelectField
      {...field}
      label="Event"
      choices={events}
      prompt="Select an event"
      failed="Events couldn't load"
      options={shown.map((event) => ({ value: event.id, label: event.name }))}
    />
  );
}

/** The Active switch of an edit form, bound to the draft's isActive. */
export function ActiveField({
  form,
  label,
}: {
  form: {
    form: string;
    draft: { isActive: boolean };
    set: (key: 'isActive', value: boolean) => void;
  };
  label: string;
}) {
  return (
    <ActiveSwitch
      id={`${form.form}-isActive`}
      label={label}
      checked={form.draft.isActive}
      onChange={(checked) => form.set('isActive', checked)}
    />
  );
}
