import { useState, type FormEvent } from 'react';
import type { OrderView } from '../../../contract/orders';
import { DELAY_MINUTES_MESSAGE, vendorOrderUpdateSchema } from '../../../contract/vendor';
import { Button } from '../../components/ui/button';
import { FormDialogFooter, ModalDialog } from '../../components/ui/dialog';
import { FieldError } from '../../components/ui/input';
import { ReasonField } from './reason-field';
import { useAdvanceOrder } from './use-advance-order';

/** The usual delays at a stand; the server accepts any whole minute in DELAY_MINUTES. */
export const DELAY_CHOICES = [5, 10, 15, 20] as const;

/**
 * Marking an order delayed says by how long (the server moves the pickup time) and, if the
 * vendor wants, why; the customer is told both.
 */
export function DelayDialog({ order, onClose }: { order: OrderView; onClose: () => void }) {
  const { advance, isPending } = useAdvanceOrder(order);
  const [minutes, setMinutes] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    const body = {
      status: 'delayed' as const,
      delayMinutes: minutes ?? undefined,
      reason: trimmed || undefined,
    };
    const parsed = vendorOrderUpdateSchema.safeParse(body);
    if (minutes === null || !parsed.success) {
      setProblem(parsed.error?.issues[0]?.message ?? DELAY_MINUTES_MESSAGE);
      return;
    }
    setProblem(undefined);
    const result = await advance(body);
    if (result.ok) onClose();
  };

  return (
    <ModalDialog
      title="How much longer?"
      description={`Order #${order.id} is delayed. The customer is told the new pickup time.`}
      onClose={onClose}
      isCloseBlocked={isPending}
    >
      <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Extra minutes</legend>
          <div className="grid grid-cols-4 gap-2">
            {DELAY_CHOICES.map((choice) => (
              <Button
                key={choice}
                type="button"
                variant={minutes === choice ? 'default' : 'outline'}
                aria-pressed={minutes === choice}
                className="min-h-11"
                onClick={() => {
                  setMinutes(choice);
                  setProblem(undefined);
                }}
              >
                {choice} min
              </Button>
            ))}
          </div>
          <FieldError id={`delay-problem-${order.id}`} message={problem} />
        </fieldset>
        <div className="grid gap-2">
          <ReasonField
            id={`delay-reason-${order.id}`}
            label="Reason (optional)"
            value={reason}
            onChange={setReason}
            placeholder="e.g. Fryer is heating back up"
          />
        </div>
        <FormDialogFooter submitLabel="Mark Delayed" isPending={isPending} onCancel={onClose} />
      </form>
    </ModalDialog>
  );
}
