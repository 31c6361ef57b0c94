import { ChevronDown, Ticket, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formatMoney } from '../../../contract/money';
import { ticketCodeSchema } from '../../../contract/ticket-code';
import { Button } from '../../components/ui/button';
import { FieldError, Input, Label } from '../../components/ui/input';
import { errorMessage } from '../../lib/api';
import { useApplyMealTicket, type QuoteInput } from './api';

export type AppliedTicket = { code: string; allowanceCents: number };

/**
 * accounts spec 3, checkout with a talent & crew meal ticket: 'Have a crew meal ticket?' opens a
 * code field; the server checks the code against the signed-in member and its refusal shows
 * beside the field. Once applied, the ticket can be removed until the order is placed.
 */
export function MealTicketField({
  quoteInput,
  applied,
  onApply,
  onRemove,
  isLocked,
}: {
  /** The cart as quoted without a ticket; null while there is nothing to quote. */
  quoteInput: QuoteInput | null;
  applied: AppliedTicket | null;
  onApply: (ticket: AppliedTicket) => void;
  onRemove: () => void;
  /** The order is placed: the ticket is part of it now. */
  isLocked: boolean;
}) {
  const id = useId();
  const apply = useApplyMealTicket();
  const [isOpen, setIsOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const appliedRef = useRef<HTMLParagraphElement>(null);
  const focusNext = useRef<'input' | 'applied' | null>(null);

  // focus follows the change: to the field when it opens or the ticket is removed, to the
  // applied line when the ticket is accepted
  useEffect(() => {
    const target = focusNext.current === 'applied' ? appliedRef.current : inputRef.current;
    if (focusNext.current && target) target.focus();
    focusNext.current = null;
  }, [isOpen, applied]);

  if (applied) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-success/10 px-3 py-2 text-sm">
        <p ref={appliedRef} tabIndex={-1} className="flex items-center gap-2 outline-none">
          <Ticket className="size-4 shrink-0 text-success" aria-hidden />
          <span>
            Meal ticket <span className="font-mono font-semibold">{applied.code}</span> applied:{' '}
            <span className="whitespace-nowrap tabular-nums">
              −{formatMoney(applied.allowanceCents)}
            </span>
          </span>
        </p>
        {isLocked ? null : (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              focusNext.current = 'input';
              setIsOpen(true);
              onRemove();
            }}
          >
            <X aria-hidden />
            Remove ticket
          </Button>
        )}
      </div>
    );
  }
  if (isLocked) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ticketCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter the meal ticket code');
      inputRef.current?.focus();
      return;
    }
    if (!quoteInput) return;
    setError(null);
    apply.mutate(
      { input: quoteInput, code: parsed.data },
      {
        onSuccess: (quote) => {
          focusNext.current = 'applied';
          setCode('');
          onApply({
            code: quote.mealTicketCode ?? parsed.data,
            allowanceCents: quote.mealAllowanceCents,
          });
        },
        onError: (failure) => {
          setError(errorMessage(failure, 'We could not check this meal ticket. Try again.'));
          inputRef.current?.focus();
        },
      },
    );
  };

  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="-ml-3 w-fit"
        aria-expanded={isOpen}
        aria-controls={`${id}-form`}
        onClick={() => {
          focusNext.current = isOpen ? null : 'input';
          setIsOpen(!isOpen);
        }}
      >
        <Ticket aria-hidden />
        Have a crew meal ticket?
        <ChevronDown
          aria-hidden
          className={isOpen ? 'rotate-180 transition-transform' : 'transition-transform'}
        />
      </Button>
      {isOpen ? (
        <form
          id={`${id}-form`}
          noValidate
          aria-label="Meal ticket"
          className="grid gap-2"
          onSubmit={submit}
        >
          <Label htmlFor={`${id}-code`}>Meal ticket code</Label>
          <div className="flex gap-2">
            <Input
              ref={inputRef}
              id={`${id}-code`}
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="ABCDE-FGHIJ"
              maxLength={40}
              className="min-w-0 flex-1 font-mono uppercase"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setCode(event.target.value)}
            />
            <Button type="submit" variant="outline" disabled={apply.isPending || !quoteInput}>
              {apply.isPending ? 'Checking…' : 'Apply'}
            </Button>
          </div>
          <FieldError id={errorId} message={error ?? undefined} />
        </form>
      ) : null}
    </div>
  );
}
