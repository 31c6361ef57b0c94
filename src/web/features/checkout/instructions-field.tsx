import { NOTE_MAX_LENGTH } from '../../../contract/order-limits';
import { Label, Textarea } from '../../components/ui/input';

/** customer spec 2 'Checkout': the special instructions box with its count; read-only once placed. */
export function InstructionsField({
  value,
  isLocked,
  onChange,
}: {
  value: string;
  isLocked: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor="special-instructions" className="sr-only">
        Special instructions
      </Label>
      <Textarea
        id="special-instructions"
        value={value}
        readOnly={isLocked}
        maxLength={NOTE_MAX_LENGTH}
        rows={3}
        placeholder="Allergies, no onions, extra napkins…"
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="text-right text-xs text-muted-foreground tabular-nums">
        {value.length}/{NOTE_MAX_LENGTH}
      </p>
    </div>
  );
}
