import { useState, type FormEvent } from 'react';
import type { OrderView } from '../../../contract/orders';
import {
  isValidPickupCodeFormat,
  normalizePickupCode,
  PICKUP_CODE_FORMAT_MESSAGE,
  PICKUP_CODE_LENGTH,
  WRONG_PICKUP_CODE_MESSAGE,
} from '../../../contract/vendor';
import { Button } from '../../components/ui/button';
import { DialogFooter, ModalDialog } from '../../components/ui/dialog';
import { FieldError, Input, Label } from '../../components/ui/input';
import { conflictCode, useAdvanceOrder } from './use-advance-order';
import { PickupCodeScanner } from './pickup-code-scanner';

/**
 * accounts spec 4: a ready order is completed with the customer's pickup code, or explicitly
 * without it (override, recorded on the timeline) after a confirm step.
 */
export function HandOverDialog({
  order,
  onClose,
}: {
  order: Pick<OrderView, 'id' | 'customerFirstName'>;
  onClose: () => void;
}) {
  const { advance, isPending } = useAdvanceOrder(order, { quiet409: true });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [confirmOverride, setConfirmOverride] = useState(false);

  const finish = async (body: { pickupCode?: string; overridePickupCode?: boolean }) => {
    const result = await advance({ status: 'completed', ...body });
    if (result.ok) onClose();
    else if (conflictCode(result.error) === 'WRONG_PICKUP_CODE')
      setError(WRONG_PICKUP_CODE_MESSAGE);
    else if (conflictCode(result.error)) onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidPickupCodeFormat(code)) {
      setError(PICKUP_CODE_FORMAT_MESSAGE);
      return;
    }
    void finish({ pickupCode: normalizePickupCode(code) });
  };

  return (
    <ModalDialog
      className="max-w-sm"
      title={`Hand Over #${order.id}`}
      description={
        <>
          Ask {order.customerFirstName || 'the customer'} for the {PICKUP_CODE_LENGTH}-character
          pickup code.
        </>
      }
      onClose={onClose}
    >
      <form onSubmit={submit} className="grid gap-3" noValidate>
        <Label htmlFor="pickup-code">Pickup code</Label>
        <Input
          id="pickup-code"
          autoFocus
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={PICKUP_CODE_LENGTH}
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'pickup-code-error' : undefined}
          onChange={(event) => {
            setCode(event.target.value.toUpperCase());
            setError(undefined);
          }}
          className="h-14 text-center font-mono text-3xl tracking-[0.4em] sm:text-3xl"
        />
        <FieldError id="pickup-code-error" message={error} />
        <PickupCodeScanner
          onCode={(scanned) => {
            setCode(scanned);
            setError(undefined);
          }}
        />
        <Button type="submit" size="lg" disabled={isPending}>
          {isPending ? 'Completing...' : 'Complete Order'}
        </Button>
      </form>
      <DialogFooter className="border-t border-border pt-3">
        {confirmOverride ? (
          <div className="grid w-full gap-2" role="group" aria-label="Confirm override">
            <p className="text-sm">Complete without checking the code? This is recorded.</p>
            <div className="flex gap-2">
              <Button variant="outline" onClick={() => setConfirmOverride(false)}>
                Back
              </Button>
              <Button
                variant="destructive"
                disabled={isPending}
                onClick={() => void finish({ overridePickupCode: true })}
              >
                Yes, complete without code
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="ghost" size="sm" onClick={() => setConfirmOverride(true)}>
            Complete without code
          </Button>
        )}
      </DialogFooter>
    </ModalDialog>
  );
}
