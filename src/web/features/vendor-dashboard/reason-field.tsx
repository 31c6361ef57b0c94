import { NOTE_MAX_LENGTH } from '../../../contract/orders';
import { Label, Textarea } from '../../components/ui/input';

/** The reason the customer is told with a delay or a cancellation, as long as a note may be. */
export function ReasonField({
  id,
  label,
  value,
  onChange,
  placeholder,
  problemId,
  hasProblem = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (reason: string) => void;
  placeholder: string;
  /** The id of the element that says what is wrong with the reason, if the form shows one. */
  problemId?: string;
  hasProblem?: boolean;
}) {
  return (
    <>
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        value={value}
        maxLength={NOTE_MAX_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-invalid={hasProblem ? true : undefined}
        aria-describedby={problemId}
      />
    </>
  );
}
