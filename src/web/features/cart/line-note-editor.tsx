import { MessageSquarePlus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { NOTE_MAX_LENGTH } from '../../../contract/order-limits';
import { Button } from '../../components/ui/button';
import { Label, Textarea } from '../../components/ui/input';

/**
 * A cart line's note for the kitchen: "Add note" (or "Edit note") opens a field in place; Save
 * keeps it (empty removes it), Cancel or Escape leaves it as it was. Focus returns to the button.
 */
export function LineNoteEditor({
  name,
  notes,
  onSave,
}: {
  name: string;
  notes: string | null | undefined;
  onSave: (notes: string) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const shouldRefocus = useRef(false);
  const id = useId();
  const isEditing = draft !== null;
  useEffect(() => {
    if (!isEditing && shouldRefocus.current) {
      shouldRefocus.current = false;
      buttonRef.current?.focus();
    }
  }, [isEditing]);
  const close = () => {
    shouldRefocus.current = true;
    setDraft(null);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    onSave(draft ?? '');
    close();
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // the field is the only thing Escape closes, never a sheet or dialog around the cart
    event.stopPropagation();
    event.preventDefault();
    close();
  };
  if (!isEditing) {
    return (
      <Button
        ref={buttonRef}
        variant="ghost"
        size="sm"
        className="justify-self-start px-2"
        aria-label={`${notes ? 'Edit note' : 'Add note'} for ${name}`}
        onClick={() => setDraft(notes ?? '')}
      >
        <MessageSquarePlus aria-hidden />
        {notes ? 'Edit note' : 'Add note'}
      </Button>
    );
  }
  return (
    <form onSubmit={save} onKeyDown={cancelOnEscape} className="grid gap-2">
      <Label htmlFor={`${id}-note`}>Note for the kitchen</Label>
      <Textarea
        id={`${id}-note`}
        value={draft}
        maxLength={NOTE_MAX_LENGTH}
        rows={2}
        autoFocus
        placeholder="e.g. no sauce, severe nut allergy"
        aria-describedby={`${id}-count`}
        onChange={(event) => setDraft(event.target.value)}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-count`} className="text-xs tabular-nums text-muted-foreground">
          {draft.length}/{NOTE_MAX_LENGTH}
        </p>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" size="sm" aria-label={`Save note for ${name}`}>
            Save
          </Button>
        </div>
      </div>
    </form>
  );
}
