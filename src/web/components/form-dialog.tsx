import { useState, type ChangeEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { errorMessage, fieldIssues } from '../lib/api';
import { toast } from './ui/use-toast';
import { FormDialogFooter, ModalDialog } from './ui/dialog';
import { FieldError, Label } from './ui/input';
import { Switch } from './ui/switch';

// The pieces of a create or edit form in a dialog: the contract's schema checks the form, each
// field shows its message under it, and an edit sends only the fields that changed.

/** The form's values through the contract's schema: the body to send, or each field's message. */
export function parseForm<T extends z.ZodType>(
  schema: T,
  values: unknown,
):
  | { body: z.output<T>; errors: Record<string, never> }
  | { body: undefined; errors: Record<string, string> } {
  const result = schema.safeParse(values);
  if (result.success) return { body: result.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues)
    errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return { body: undefined, errors };
}

/** The props that tie an input to its label and its error line. */
export function fieldProps(
  form: string,
  name: string,
  errors: Record<string, string>,
  hasHint = false,
) {
  const described = [
    errors[name] ? `${form}-${name}-error` : '',
    hasHint ? `${form}-${name}-hint` : '',
  ].filter(Boolean);
  return {
    id: `${form}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
  };
}

/** A labelled field with an optional hint and its error line under it (accounts spec 5). */
export function Field({
  form,
  name,
  label,
  hint,
  errors,
  children,
}: {
  form: string;
  name: string;
  label: string;
  hint?: string;
  errors: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={`${form}-${name}`}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${form}-${name}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${form}-${name}-error`} message={errors[name]} />
    </div>
  );
}

/** The Active switch of an edit form (a program, member or offering taken off, or back on). */
export function ActiveSwitch({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl border border-border p-3">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}

/** A create or edit form in a dialog: title, what is required, the fields, Cancel and submit. */
export function FormDialog({
  title,
  description,
  submitLabel,
  isPending,
  formError,
  className,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  description: string;
  submitLabel: string;
  isPending: boolean;
  formError?: string;
  className?: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <ModalDialog
      className={className}
      title={title}
      description={description}
      onClose={onClose}
      isCloseBlocked={isPending}
    >
      <form
        className="grid gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <FieldError message={formError} />
        <FormDialogFooter
          submitLabel={submitLabel}
          isPending={isPending}
          isCancelBlockedWhilePending
          onCancel={onClose}
        />
      </form>
    </ModalDialog>
  );
}

/**
 * The fields of an edit form that differ from what it opened with, for a PATCH: a field left alone
 * is not sent again (a date shown to the minute would otherwise lose its seconds).
 */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[])
    if (JSON.stringify(after[key]) !== JSON.stringify(before[key])) changed[key] = after[key];
  return changed;
}

type FieldChange = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/** An input, textarea or select tied to its label, its error line and its draft value. */
export type FieldBinding = ReturnType<typeof fieldProps> & {
  value: string | number;
  onChange: (change: FieldChange) => void;
};

/** What a form dialog's save needs of a mutation: POST without an id, PATCH with one. */
export type SaveMutation<Body> = {
  mutate: (
    variables: { id?: number; body: Body },
    callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
};

/** A date the form changes must lie ahead (the server says the same). */
const isPast = (iso: unknown) => typeof iso === 'string' && new Date(iso) <= new Date();

/**
 * A create or edit form in a dialog: its draft, `set`, `bind(name)` (an input, textarea or select
 * tied to its label, its error line and its draft value; a number stays a number) and `submit`.
 * `submit(own)` checks the values (the caller's own messages, the schema's, which come first, and
 * each date in `future` that changed must lie ahead), then POSTs them (no id) or PATCHes the
 * fields that changed, or just closes when nothing did. A save shows `toasts.saved`; a failure
 * shows `toasts.failed` with the server's words and puts its field messages under the fields.
 */
export function useFormDraft<Draft extends Record<string, unknown>, Body>({
  start,
  toValues,
  schema,
  form,
  future = {},
  adjustErrors = (errors) => errors,
  save,
  id,
  toasts,
  onClose,
}: {
  start: Draft;
  toValues: (draft: Draft) => Record<string, unknown>;
  schema: z.ZodType;
  form: string;
  future?: Record<string, string>;
  /** Moves a message to the field that shows it (e.g. an event chosen through its program). */
  adjustErrors?: (errors: Record<string, string>) => Record<string, string>;
  save: SaveMutation<Body>;
  id: number | undefined;
  toasts: {
    saved: { title: string; description?: string };
    failed: { title: string; fallback: string };
  };
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(start);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const bind = <K extends keyof Draft & string>(name: K, hasHint = false): FieldBinding => ({
    ...fieldProps(form, name, errors, hasHint),
    value: draft[name] as string | number,
    onChange: (change: FieldChange) =>
      set(
        name,
        (typeof draft[name] === 'number'
          ? Number(change.target.value)
          : change.target.value) as Draft[K],
      ),
  });

  const submit = (own: Record<string, string> = {}) => {
    const values = toValues(draft);
    const initial = toValues(start);
    const checked = adjustErrors({ ...own, ...parseForm(schema, values).errors });
    for (const [name, message] of Object.entries(future))
      if (values[name] !== initial[name] && isPast(values[name])) checked[name] ??= message;
    setErrors(checked);
    if (Object.keys(checked).length > 0) return;
    const body = id === undefined ? values : changedFields(initial, values);
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    save.mutate(
      { id, body: body as Body },
      {
        onSuccess: () => {
          toast({ ...toasts.saved, variant: 'success' });
          onClose();
        },
        onError: (error) => {
          setErrors(fieldIssues(error));
          toast({
            title: toasts.failed.title,
            description: errorMessage(error, toasts.failed.fallback),
            variant: 'destructive',
          });
        },
      },
    );
  };
  return { form, draft, set, bind, errors, submit };
}
