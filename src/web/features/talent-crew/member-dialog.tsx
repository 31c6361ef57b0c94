import {
  crewMemberCreateSchema,
  crewMemberUpdateSchema,
  talentCrewMessages,
  type CrewMemberView,
  type MealProgramView,
} from '../../../contract/talent-crew';
import {
  ActiveField,
  InputField,
  LoadedSelectField,
  TextareaField,
} from '../../components/draft-fields';
import { usePrograms, useSaveMember } from './api';
import { FormDialog, formToasts, useFormDraft } from './form-fields';

const FORM = 'member';

type Draft = {
  programId: number;
  name: string;
  role: string;
  department: string;
  contactInfo: string;
  specialDietaryNeeds: string;
  isActive: boolean;
};

function draftOf(member: CrewMemberView | undefined, programId: number | undefined): Draft {
  return {
    // accounts spec 5: no program chosen yet reads 'Please select a program'
    programId: member?.programId ?? programId ?? 0,
    name: member?.name ?? '',
    role: member?.role ?? '',
    department: member?.department ?? '',
    contactInfo: member?.contactInfo ?? '',
    specialDietaryNeeds: member?.specialDietaryNeeds ?? '',
    isActive: member?.isActive ?? true,
  };
}

/**
 * The program chosen decides the event (a member belongs to the program's event). A new member's
 * empty optional fields are sent as null; an edit sends a cleared field as the empty text it is.
 */
function valuesOf(draft: Draft, programs: readonly MealProgramView[], isNew: boolean) {
  const program = programs.find((candidate) => candidate.id === draft.programId);
  const optional = (text: string) => (isNew && text.trim() === '' ? null : text);
  return {
    ...draft,
    department: optional(draft.department),
    contactInfo: optional(draft.contactInfo),
    specialDietaryNeeds: optional(draft.specialDietaryNeeds),
    eventId: program?.eventId ?? 0,
  };
}

/**
 * accounts spec 2.12 and 5: the crew member form, every field; with a member it edits them and
 * the Active switch takes them off the program. An e-mail as contact links their account.
 */
export function MemberDialog({
  member,
  programId,
  onClose,
}: {
  member?: CrewMemberView;
  /** The program the Members tab is showing, chosen at the start. */
  programId?: number;
  onClose: () => void;
}) {
  const programs = usePrograms();
  const save = useSaveMember();
  const list = programs.data ?? [];
  const form = useFormDraft({
    start: draftOf(member, programId),
    toValues: (values: Draft) => valuesOf(values, list, member === undefined),
    schema: member ? crewMemberUpdateSchema : crewMemberCreateSchema,
    form: FORM,
    // the event follows the program, so its message belongs under the program
    adjustErrors: ({ eventId: eventError, ...fieldErrors }) =>
      eventError && !fieldErrors.programId
        ? { ...fieldErrors, programId: talentCrewMessages.program }
        : fieldErrors,
    save,
    id: member?.id,
    toasts: formToasts(
      member ? 'Crew member updated successfully' : 'Crew member added successfully',
      member ? 'Failed to update crew member' : talentCrewMessages.addMemberFailed,
    ),
    onClose,
  });
  const chosen = list.find((program) => program.id === form.draft.programId);
  // an inactive program takes no new members, but the one a member is on stays listed
  const choices = list.filter((program) => program.isActive || program.id === member?.programId);

  return (
    <FormDialog
      title={member ? `Edit ${member.name}` : 'Add Crew Member'}
      description="Program, name and role are required."
      submitLabel={member ? 'Save Member' : 'Add Member'}
      isPending={save.isPending}
      formError={form.errors.form}
      className="max-w-xl"
      onSubmit={() => form.submit()}
      onClose={onClose}
    >
      <LoadedSelectField
        form={form}
        name="programId"
        label="Meal program"
        hint={chosen ? `Event: ${chosen.eventName}` : undefined}
        choices={programs}
        prompt="Select a program"
        failed="Programs couldn't load"
        options={choices.map((program) => ({ value: program.id, label: program.programName }))}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField form={form} name="name" label="Name" maxLength={200} autoComplete="off" />
        <InputField
          form={form}
          name="role"
          label="Role"
          maxLength={100}
          placeholder="Lighting tech"
        />
      </div>
      <InputField
        form={form}
        name="department"
        label="Department (optional)"
        maxLength={100}
        placeholder="Lighting"
      />
      <InputField
        form={form}
        name="contactInfo"
        label="Contact (optional)"
        hint="An e-mail links their CurtainCall account, so they can use their tickets on their phone."
        maxLength={200}
        autoComplete="off"
      />
      <TextareaField
        form={form}
        name="specialDietaryNeeds"
        label="Special dietary needs (optional)"
        maxLength={500}
      />
      {member ? (
        <ActiveField form={form} label="Active (on the program, tickets can be used)" />
      ) : null}
    </FormDialog>
  );
}
