import { MEAL_PROGRAM_TYPES } from '../../../contract/enums';
import {
  mealProgramCreateSchema,
  mealProgramUpdateSchema,
  talentCrewMessages,
  type MealProgramView,
} from '../../../contract/talent-crew';
import {
  ActiveField,
  EventField,
  InputField,
  SelectField,
  TextareaField,
} from '../../components/draft-fields';
import { toIso, toLocalInput } from '../../lib/format';
import { useAdminEvents } from '../admin/api';
import { useSaveProgram } from './api';
import { FormDialog, formToasts, useFormDraft } from './form-fields';
import { programTypeLabel } from './programs-tab';

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
  const form = useFormDraft({
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

  return (
    <FormDialog
      title={program ? `Edit ${program.programName}` : 'Create Meal Program'}
      description="An allowance per meal ticket, a ticket limit per person and the dates tickets can be used. Times are in your own time zone."
      submitLabel={program ? 'Save Program' : 'Create Program'}
      isPending={save.isPending}
      formError={form.errors.form}
      className="max-w-2xl"
      onSubmit={() => form.submit()}
      onClose={onClose}
    >
      <EventField form={form} name="eventId" events={events} />
      <InputField form={form} name="programName" label="Program name" maxLength={200} />
      <TextareaField
        form={form}
        name="description"
        label="Description (optional)"
        maxLength={1000}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <InputField
          form={form}
          name="mealAllowanceAmount"
          label="Allowance per ticket ($)"
          inputMode="decimal"
          placeholder="15.00"
        />
        <InputField
          form={form}
          name="maxTicketsPerPerson"
          label="Tickets per person"
          type="number"
          min={1}
          max={100}
          inputMode="numeric"
        />
        <SelectField form={form} name="programType" label="Program type">
          {MEAL_PROGRAM_TYPES.map((type) => (
            <option key={type} value={type}>
              {programTypeLabel(type)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField form={form} name="validFrom" label="Valid from" type="datetime-local" />
        <InputField form={form} name="validUntil" label="Valid until" type="datetime-local" />
      </div>
      <InputField
        form={form}
        name="budgetTotal"
        label="Total budget ($, optional)"
        hint="Leave empty for no cap. Tickets cannot be issued beyond it."
        inputMode="decimal"
        placeholder="No cap"
      />
      {program ? (
        <ActiveField form={form} label="Active (tickets can be issued and redeemed)" />
      ) : null}
    </FormDialog>
  );
}
