import { NativeSelect, Label } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { usePrograms } from './api';

export {
  ActiveSwitch,
  changedFields,
  Field,
  fieldProps,
  FormDialog,
  parseForm,
  useFormDraft,
} from '../../components/form-dialog';

/** The program filter of the Members, Tickets and Reports tabs (0: all programs). */
export function ProgramSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: number;
  onChange: (programId: number) => void;
}) {
  const programs = usePrograms();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Program</Label>
      <NativeSelect
        id={id}
        className="sm:w-56"
        value={value}
        onChange={(change) => onChange(Number(change.target.value))}
      >
        <option value={0}>All programs</option>
        {(programs.data ?? []).map((program) => (
          <option key={program.id} value={program.id}>
            {program.programName}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** A form's toasts (accounts spec 8): 'Success' with what happened, else 'Error' and why. */
export const formToasts = (success: string, fallback: string) => ({
  saved: { title: 'Success', description: success },
  failed: { title: 'Error', fallback },
});

/** The toasts of a save (accounts spec 8): 'Success' with what happened, else 'Error' and why. */
export function saveToasts<Result>({
  success,
  fallback,
  onSaved,
  onFailed,
}: {
  success: string;
  fallback: string;
  onSaved: (result: Result) => void;
  onFailed?: (error: unknown) => void;
}) {
  const toasts = formToasts(success, fallback);
  return {
    onSuccess: (result: Result) => {
      toast({ ...toasts.saved, variant: 'success' });
      onSaved(result);
    },
    onError: (error: unknown) => {
      onFailed?.(error);
      toast({
        title: toasts.failed.title,
        description: errorMessage(error, fallback),
        variant: 'destructive',
      });
    },
  };
}
