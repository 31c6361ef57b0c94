import { BadgeCheck } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import type { OrderView } from '../../../contract/orders';
import { isPassToken } from '../../../contract/pickup-pass';
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
import { cn } from '../../lib/cn';
import { savedPassKeys } from '../pickup-pass/api';
import { passMatchesOrder, verifyPassToken } from '../pickup-pass/verify-pass';
import { conflictCode, useAdvanceOrder } from './use-advance-order';
import { PickupCodeScanner, readPickupCode } from './pickup-code-scanner';

/** A pass token is a few hundred characters; anything longer is not one. */
const MAX_ENTRY_LENGTH = 2000;

/** The scanner takes a pickup pass's QR as well as a plain pickup code. */
const readCodeOrPass = (raw: string) => (isPassToken(raw) ? raw.trim() : readPickupCode(raw));

type PassState = { orderNumber: number; pickupCode: string } | { problem: string } | undefined;

/**
 * A scanned or pasted pickup pass is checked here, against the public keys saved on this
 * device, with no network round trip.
 */
function usePassCheck(entry: string, order: { id: number; vendorId?: number }): PassState {
  const [checked, setChecked] = useState<{ entry: string; state: PassState }>();
  const { id, vendorId } = order;
  useEffect(() => {
    if (!isPassToken(entry)) return;
    let isCurrent = true;
    void verifyPassToken(entry, savedPassKeys()).then((check) => {
      if (!isCurrent) return;
      if (!check.ok) return setChecked({ entry, state: { problem: check.message } });
      const match = passMatchesOrder(check.pass, { id, vendorId });
      setChecked({
        entry,
        state: match.ok
          ? { orderNumber: check.pass.orderNumber, pickupCode: match.pickupCode }
          : { problem: match.message },
      });
    });
    return () => {
      isCurrent = false;
    };
  }, [entry, id, vendorId]);
  // a check of an earlier entry says nothing about this one
  return checked?.entry === entry ? checked.state : undefined;
}

/**
 * accounts spec 4: a ready order is completed with the customer's pickup code (typed, scanned or
 * read from their pickup pass), or explicitly without it (override, recorded on the timeline)
 * after a confirm step.
 */
export function HandOverDialog({
  order,
  onClose,
}: {
  order: Pick<OrderView, 'id' | 'customerFirstName'> & { vendorId?: number };
  onClose: () => void;
}) {
  const { advance, isPending } = useAdvanceOrder(order, { quiet409: true });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [confirmOverride, setConfirmOverride] = useState(false);
  const isPass = isPassToken(code);
  const pass = usePassCheck(code, order);
  const shownError = error ?? (pass && 'problem' in pass ? pass.problem : undefined);

  const finish = async (body: { pickupCode?: string; overridePickupCode?: boolean }) => {
    const result = await advance({ status: 'completed', ...body });
    if (result.ok) onClose();
    else if (conflictCode(result.error) === 'WRONG_PICKUP_CODE')
      setError(WRONG_PICKUP_CODE_MESSAGE);
    else if (conflictCode(result.error)) onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isPass) {
      if (pass && 'pickupCode' in pass) void finish({ pickupCode: pass.pickupCode });
      return;
    }
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
          pickup code, or scan their pickup pass.
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
          maxLength={MAX_ENTRY_LENGTH}
          value={code}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? 'pickup-code-error' : undefined}
          onChange={(event) => {
            const value = event.target.value;
            setCode(isPassToken(value) ? value.trim() : value.toUpperCase());
            setError(undefined);
          }}
          className={cn(
            'h-14 text-center font-mono',
            isPass ? 'text-sm' : 'text-3xl tracking-[0.4em] sm:text-3xl',
          )}
        />
        <FieldError id="pickup-code-error" message={shownError} />
        {pass && 'pickupCode' in pass ? (
          <p
            role="status"
            className="flex items-center gap-2 rounded-xl border-2 border-success bg-success/10 px-3 py-2 font-semibold"
          >
            <BadgeCheck className="size-5 text-success" aria-hidden />
            Pass verified - order #{pass.orderNumber}
          </p>
        ) : null}
        <PickupCodeScanner
          readCode={readCodeOrPass}
          onCode={(scanned) => {
            setCode(scanned);
            setError(undefined);
          }}
        />
        <Button
          type="submit"
          size="lg"
          disabled={isPending || (isPass && !(pass && 'pickupCode' in pass))}
        >
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
