import { CheckCircle2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { formatMoney } from '../../../contract/money';
import {
  formatTicketCode,
  mealTicketRedeemSchema,
  normaliseTicketCode,
  ticketLeftCents,
  TICKET_CODE_ALPHABET,
  TICKET_CODE_LENGTH,
  type MealTicketRedemption,
} from '../../../contract/talent-crew';
import { Button } from '../../components/ui/button';
import { DialogFooter, ModalDialog } from '../../components/ui/dialog';
import { FieldError, Input, Label } from '../../components/ui/input';
import { errorMessage, fieldIssues } from '../../lib/api';
import { useRedeemMealTicket } from './api';
import { PickupCodeScanner } from './pickup-code-scanner';

const CODE_PATTERN = new RegExp(`^[${TICKET_CODE_ALPHABET}]{${TICKET_CODE_LENGTH}}$`);

/** A meal ticket code read from its QR code, or undefined for anything else. */
export function readTicketCode(raw: string): string | undefined {
  const code = normaliseTicketCode(raw.trim());
  return CODE_PATTERN.test(code) ? formatTicketCode(code) : undefined;
}

function Redeemed({ result }: { result: MealTicketRedemption }) {
  const { ticket } = result;
  return (
    <section
      aria-label="Meal ticket redeemed"
      className="grid justify-items-center gap-2 rounded-2xl border-2 border-success bg-success/10 p-4 text-center"
    >
      <CheckCircle2 aria-hidden className="size-8 text-success" />
      <p role="status" className="font-semibold">
        {result.message}
      </p>
      <dl className="grid w-full grid-cols-2 gap-2 text-left text-sm">
        <dt className="text-muted-foreground">Crew member</dt>
        <dd className="font-semibold">{ticket.memberName}</dd>
        <dt className="text-muted-foreground">Program</dt>
        <dd>{ticket.programName}</dd>
        <dt className="text-muted-foreground">Spent so far</dt>
        <dd className="font-semibold tabular-nums">
          {formatMoney(ticket.spentCents)} of {formatMoney(ticket.allowanceCents)}
        </dd>
        <dt className="text-muted-foreground">Left</dt>
        <dd className="tabular-nums">{formatMoney(ticketLeftCents(ticket))}</dd>
        <dt className="text-muted-foreground">Ticket</dt>
        <dd className="font-mono">{formatTicketCode(ticket.code)}</dd>
      </dl>
    </section>
  );
}

/**
 * accounts spec 2.12: a crew member's meal ticket at the counter, typed or scanned, for up to what
 * is left on it (all of it when no amount is given). Refusals show under their field with the
 * server's words: an amount above what is left under the amount, the rest under the code.
 */
export function RedeemMealTicketDialog({ onClose }: { onClose: () => void }) {
  const redeem = useRedeemMealTicket();
  const [code, setCode] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ code?: string; amount?: string; form?: string }>({});
  const [result, setResult] = useState<MealTicketRedemption>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { code, ...(amount.trim() ? { amount: amount.trim() } : {}) };
    const parsed = mealTicketRedeemSchema.safeParse(body);
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'amount' ? 'amount' : 'code';
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    redeem.mutate(body, {
      onSuccess: setResult,
      onError: (error) => {
        const amountIssue = fieldIssues(error).amount;
        setErrors(
          amountIssue
            ? { amount: amountIssue }
            : { code: errorMessage(error, 'The meal ticket could not be redeemed') },
        );
      },
    });
  };

  const again = () => {
    setResult(undefined);
    setCode('');
    setAmount('');
  };

  return (
    <ModalDialog
      className="max-w-sm"
      title="Redeem meal ticket"
      description="Type the crew member's ticket code or scan its QR code."
      onClose={onClose}
      isCloseBlocked={redeem.isPending}
    >
      {result ? (
        <>
          <Redeemed result={result} />
          <DialogFooter>
            <Button variant="outline" onClick={again}>
              Redeem another
            </Button>
            <Button onClick={onClose}>Done</Button>
          </DialogFooter>
        </>
      ) : (
        <form onSubmit={submit} className="grid gap-3" noValidate>
          <div className="grid gap-1.5">
            <Label htmlFor="meal-ticket-code">Ticket code</Label>
            <Input
              id="meal-ticket-code"
              autoFocus
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              placeholder="ABCDE-FGHJK"
              value={code}
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={errors.code ? 'meal-ticket-code-error' : undefined}
              onChange={(change) => {
                setCode(change.target.value.toUpperCase());
                setErrors({});
              }}
              className="h-14 text-center font-mono text-2xl tracking-[0.2em] sm:text-2xl"
            />
            <FieldError id="meal-ticket-code-error" message={errors.code} />
          </div>
          <PickupCodeScanner
            readCode={readTicketCode}
            onCode={(scanned) => {
              setCode(scanned);
              setErrors({});
            }}
          />
          <div className="grid gap-1.5">
            <Label htmlFor="meal-ticket-amount">Meal total ($, optional)</Label>
            <Input
              id="meal-ticket-amount"
              inputMode="decimal"
              placeholder="All that is left"
              value={amount}
              aria-invalid={errors.amount ? true : undefined}
              aria-describedby={
                errors.amount ? 'meal-ticket-amount-error' : 'meal-ticket-amount-hint'
              }
              onChange={(change) => setAmount(change.target.value)}
            />
            <p id="meal-ticket-amount-hint" className="text-xs text-muted-foreground">
              Up to what is left on the ticket; leave empty to use all of it.
            </p>
            <FieldError id="meal-ticket-amount-error" message={errors.amount} />
          </div>
          <Button type="submit" size="lg" disabled={redeem.isPending}>
            {redeem.isPending ? 'Redeeming...' : 'Redeem ticket'}
          </Button>
        </form>
      )}
    </ModalDialog>
  );
}
