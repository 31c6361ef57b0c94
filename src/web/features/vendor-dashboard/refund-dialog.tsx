import { useState, type FormEvent } from 'react';
import { isPaidStatus } from '../../../contract/enums';
import { centsToDecimal, formatMoney } from '../../../contract/money';
import type { OrderView } from '../../../contract/orders';
import {
  linesRefundCents,
  refundableCents,
  refundedQuantities,
  refundRequestSchema,
  type RefundLine,
} from '../../../contract/refunds';
import { Button } from '../../components/ui/button';
import { FormDialogFooter, ModalDialog } from '../../components/ui/dialog';
import { FieldError, Input, Label } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { ReasonField } from './reason-field';
import { useRefundOrder } from './api';

// Part of a paid order back to its customer: whole lines (their stock comes back) or an amount,
// never more than is left; the server checks it all again.

type Problems = Partial<Record<'amount' | 'reason', string>>;

/** The field each of the schema's issues is about ('amount', 'reason'). */
function problemsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const problems: Problems = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if ((field === 'amount' || field === 'reason') && !problems[field])
      problems[field] = issue.message;
  }
  return problems;
}

export function RefundDialog({ order, onClose }: { order: OrderView; onClose: () => void }) {
  const refund = useRefundOrder(order.id);
  // one key per dialog: a second tap or a retry of this refund never refunds twice
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const given = refundedQuantities(order.refunds);
  const [picked, setPicked] = useState<Record<number, number>>({});
  const [typedAmount, setTypedAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const left = refundableCents(order);
  const lines: RefundLine[] = Object.entries(picked)
    .filter(([, quantity]) => quantity > 0)
    .map(([id, quantity]) => ({ orderItemId: Number(id), quantity }));
  const amount =
    lines.length > 0 ? centsToDecimal(linesRefundCents(order, lines, given)) : typedAmount;

  const amountId = `refund-amount-${order.id}`;
  const reasonId = `refund-reason-${order.id}`;
  /** Shows the problems and takes the person to the first field that has one. */
  const showProblems = (found: Problems) => {
    setProblems(found);
    const first = found.amount ? amountId : found.reason ? reasonId : null;
    if (first) document.getElementById(first)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { amount: amount.trim(), reason, ...(lines.length > 0 ? { lines } : {}) };
    const parsed = refundRequestSchema.safeParse(body);
    if (!parsed.success) return showProblems(problemsOf(parsed.error.issues));
    if (parsed.data.amount > left)
      return showProblems({ amount: `At most ${formatMoney(left)} is left to refund` });
    setProblems({});
    refund.mutate(
      { body, idempotencyKey },
      {
        onSuccess: (answer) => {
          toast({ title: `Refunded ${formatMoney(answer.amountCents)}`, variant: 'success' });
          onClose();
        },
      },
    );
  };

  return (
    <ModalDialog
      title={`Refund order #${order.id}`}
      description={`${formatMoney(left)} of ${formatMoney(order.totalCents)} is left to refund. The customer sees the reason.`}
      onClose={onClose}
      isCloseBlocked={refund.isPending}
    >
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Lines to refund (optional)</legend>
          {order.items.map((item) => {
            const most = item.quantity - (given.get(item.id) ?? 0);
            const id = `refund-line-${item.id}`;
            return (
              <div key={item.id} className="flex items-center justify-between gap-3 text-sm">
                <Label htmlFor={id} className="min-w-0 break-words">
                  {item.name} ({formatMoney(item.unitPriceCents)} each, {most} left)
                </Label>
                <Input
                  id={id}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={most}
                  disabled={most === 0}
                  className="min-h-11 w-20"
                  value={picked[item.id] ?? 0}
                  onChange={(event) => {
                    const quantity = Math.max(
                      0,
                      Math.min(most, Math.trunc(Number(event.target.value) || 0)),
                    );
                    setPicked((current) => ({ ...current, [item.id]: quantity }));
                  }}
                />
              </div>
            );
          })}
        </fieldset>
        <div className="grid gap-2">
          <Label htmlFor={amountId}>Amount ($)</Label>
          <Input
            id={amountId}
            inputMode="decimal"
            className="min-h-11"
            value={amount}
            readOnly={lines.length > 0}
            aria-invalid={problems.amount ? true : undefined}
            aria-describedby={`refund-amount-problem-${order.id}`}
            onChange={(event) => setTypedAmount(event.target.value)}
          />
          <FieldError id={`refund-amount-problem-${order.id}`} message={problems.amount} />
          {lines.length > 0 ? (
            <p className="text-sm text-muted-foreground">
              What the customer paid for these: tax included
              {order.discountCents > 0 ? ', the offer taken off' : ''}.
            </p>
          ) : null}
          {lines.length > 0 ? (
            <Button
              type="button"
              variant="ghost"
              className="justify-self-start"
              onClick={() => setPicked({})}
            >
              Type an amount instead
            </Button>
          ) : null}
        </div>
        <div className="grid gap-2">
          <ReasonField
            id={reasonId}
            problemId={`refund-reason-problem-${order.id}`}
            hasProblem={Boolean(problems.reason)}
            label="Reason (the customer sees it)"
            value={reason}
            onChange={setReason}
            placeholder="e.g. Fries were cold"
          />
          <FieldError id={`refund-reason-problem-${order.id}`} message={problems.reason} />
        </div>
        {refund.isError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errorMessage(refund.error, "We couldn't refund this order. Please try again.")}
          </p>
        ) : null}
        <FormDialogFooter submitLabel="Refund" isPending={refund.isPending} onCancel={onClose} />
      </form>
    </ModalDialog>
  );
}

/** 'Refund' on a paid order with something left to give back; opens the dialog. */
export function RefundButton({ order }: { order: OrderView }) {
  const [isOpen, setIsOpen] = useState(false);
  if (!isPaidStatus(order.paymentStatus) || refundableCents(order) === 0) return null;
  return (
    <section aria-label="Refund the customer" className="grid gap-2">
      <Button variant="outline" className="min-h-11" onClick={() => setIsOpen(true)}>
        Refund
      </Button>
      {isOpen ? <RefundDialog order={order} onClose={() => setIsOpen(false)} /> : null}
    </section>
  );
}
