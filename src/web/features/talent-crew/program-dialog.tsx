import { MEAL_PROGRAM_TYPES } from '../../../contract/enums';
import {
  mealProgramCreateSchema,
  mealProgramUpdateSchema,
  talentCrewMessages,
  type MealProgramView,
} from '../../../contract/talent-crew';
import { Input, NativeSelect, Textarea } from '../../components/ui/input';
import { capitalize, toIso, toLocalInput } from '../../lib/format';
import { useAdminEvents } from '../admin/api';
import { useSaveProgram } from './api';
import {
  ActiveSwitch,
  Field,
  fieldProps,
  FormDialog,
  formToasts,
  useFormDraft,
} from './form-fields';

const FORM = 'program';

type Draft = {
  eventId: number;
  programName: string;
  description: string;
  mealAllowanceAmount: string;
  maxTicketsPerPerson: string;
  programType: MealProgramView['programType'];
  validFrom: string;
  validUntil: string;
  budgetTotal: string;
  isActive: boolean;
};

function draftOf(program: MealProgramView | undefined): Draft {
  return {
    // accounts spec 5: no event chosen yet reads 'Please select an event'
    eventId: program?.eventId ?? 0,
    programName: program?.programName ?? '',
    description: program?.description ?? '',
    mealAllowanceAmount: program?.mealAllowanceAmount ?? '',
    maxTicketsPerPerson: String(program?.maxTicketsPerPerson ?? 1),
    programType: program?.programType ?? 'crew',
    validFrom: toLocalInput(program?.validFrom ?? null),
    validUntil: toLocalInput(program?.validUntil ?? null),
    budgetTotal: program?.budgetTotal ?? '',
    isActive: program?.isActive ?? true,
  };
}

/** The form as the contract's body: dates as ISO timestamps, an empty budget as no cap. */
function valuesOf(draft: Draft) {
  return {
    eventId: draft.eventId,
    programName: draft.programName,
    description: draft.description.trim() === '' ? null : draft.description,
    mealAllowanceAmount: draft.mealAllowanceAmount,
    maxTicketsPerPerson:
      draft.maxTicketsPerPerson.trim() === '' ? NaN : Number(draft.maxTicketsPerPerson),
    programType: draft.programType,
    validFrom: toIso(draft.validFrom),
    validUntil: toIso(draft.validUntil),
    budgetTotal: draft.budgetTotal.trim() === '' ? null : draft.budgetTotal,
  };
}

/**
 * accounts spec 2.12 and 5: the meal program form, every field; with a program it edits it and
 * its Active switch takes the program off (its tickets stop redeeming) or back on.
 */
export function ProgramDialog({
  program,
  onClose,
}: {
  program?: MealProgramView;
  onClose: () => void;
}) {
  const events = useAdminEvents();
  const save = useSaveProgram();
  // the form's own values are sent, in dollars: the server parses them with the same schema
  const { draft, set, errors, submit } = useFormDraft({
    start: draftOf(program),
    toValues: (values: Draft) => ({ ...valuesOf(values), isActive: values.isActive }),
    schema: program ? mealProgramUpdateSchema : mealProgramCreateSchema,
    form: FORM,
    save,
    id: program?.id,
    toasts: formToasts(
      program ? 'Meal program updated successfully' : 'Meal program created successfully',
      program ? 'Failed to update meal program' : talentCrewMessages.createProgramFailed,
    ),
    onClose,
  });
  const field = (name: keyof Draft, hasHint = false) => fieldProps(FORM, name, errors, hasHint);

  return (
    <FormDialog
      title={program ? `Edit ${program.programName}` : 'Create Meal Program'}
      description="An allowance per meal ticket, a ticket limit per person and the dates tickets can be used. Times are in your own time zone."
      submitLabel={program ? 'Save Program' : 'Create Program'}
      isPending={save.isPending}
      formError={errors.form}
      className="max-w-2xl"
      onSubmit={() => submit()}
      onClose={onClose}
    >
      <Field form={FORM} name="eventId" label="Event" errors={errors}>
        <NativeSelect
          {...field('eventId')}
          value={draft.eventId}
          disabled={events.isPending}
          onChange={(change) => set('eventId', Number(change.target.value))}
        >
          <option value={0}>{events.isError ? "Events couldn't load" : 'Select an event'}</option>
          {(events.data ?? []).map((event) => (
            <option key={event.id} value={event.id}>
              {event.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field form={FORM} name="programName" label="Program name" errors={errors}>
        <Input
          {...field('programName')}
          maxLength={200}
          value={draft.programName}
          onChange={(change) => set('programName', change.target.value)}
        />
      </Field>
      <Field form={FORM} name="description" label="Description (optional)" errors={errors}>
        <Textarea
          {...field('description')}
          maxLength={1000}
          value={draft.description}
          onChange={(change) => set('description', change.target.value)}
        />
      </Field>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field
          form={FORM}
          name="mealAllowanceAmount"
          label="Allowance per ticket ($)"
          errors={errors}
        >
          <Input
            {...field('mealAllowanceAmount')}
            inputMode="decimal"
            placeholder="15.00"
            value={draft.mealAllowanceAmount}
            onChange={(change) => set('mealAllowanceAmount', change.target.value)}
          />
        </Field>
        <Field form={FORM} name="maxTicketsPerPerson" label="Tickets per person" errors={errors}>
          <Input
            {...field('maxTicketsPerPerson')}
            type="number"
            min={1}
            max={100}
            inputMode="numeric"
            value={draft.maxTicketsPerPerson}
            onChange={(change) => set('maxTicketsPerPerson', change.target.value)}
          />
        </Field>
        <Field form={FORM} name="programType" label="Program type" errors={errors}>
          <NativeSelect
            {...field('programType')}
            value={draft.programType}
            onChange={(change) => set('programType', change.target.value as Draft['programType'])}
          >
            {MEAL_PROGRAM_TYPES.map((type) => (
              <option key={type} value={type}>
                {type === 'vip' ? 'VIP' : capitalize(type)}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field form={FORM} name="validFrom" label="Valid from" errors={errors}>
          <Input
            {...field('validFrom')}
            type="datetime-local"
            value={draft.validFrom}
            onChange={(change) => set('validFrom', change.target.value)}
          />
        </Field>
        <Field form={FORM} name="validUntil" label="Valid until" errors={errors}>
          <Input
            {...field('validUntil')}
            type="datetime-local"
            value={draft.validUntil}
            onChange={(change) => set('validUntil', change.target.value)}
          />
        </Field>
      </div>
      <Field
        form={FORM}
        name="budgetTotal"
        label="Total budget ($, optional)"
        hint="Leave empty for no cap. Tickets cannot be issued beyond it."
        errors={errors}
      >
        <Input
          {...field('budgetTotal', true)}
          inputMode="decimal"
          placeholder="No cap"
          value={draft.budgetTotal}
          onChange={(change) => set('budgetTotal', change.target.value)}
        />
      </Field>
      {program ? (
        <ActiveSwitch
          id={`${FORM}-isActive`}
          label="Active (tickets can be issued and redeemed)"
          checked={draft.isActive}
          onChange={(checked) => set('isActive', checked)}
        />
      ) : null}
    </FormDialog>
  );
}
