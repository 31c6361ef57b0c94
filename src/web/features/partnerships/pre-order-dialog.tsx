import { AlertCircle, Timer } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { formatMoney } from '../../../contract/money';
import {
  MAX_PRE_ORDER_QUANTITY,
  OFFERING_BUTTON_LABEL,
  PRE_ORDER_HOLD_MINUTES,
  type OfferingButtonState,
  type SpecialOfferingView,
} from '../../../contract/partnerships';
import { Button } from '../../components/ui/button';
import { DialogFooter, ModalDialog } from '../../components/ui/dialog';
import { errorMessage, HttpError } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { QuantityStepper } from '../vendors/quantity-stepper';
import { usePreOrder } from './api';

/** The most this customer may reserve now: their limit, the stock left and the request cap. */
export function preOrderMax(offering: SpecialOfferingView): number {
  return Math.max(
    1,
    Math.min(offering.maxPerCustomer, offering.remainingQuantity, MAX_PRE_ORDER_QUANTITY),
  );
}

/**
 * Limited drops: choose how many, see the total and the hold rule, then reserve. The
 * reserved stock waits PRE_ORDER_HOLD_MINUTES for payment at /checkout?orderId=ID. The offering
 * comes from the live list, so the limits and the state follow the stock while the dialog is open.
 */
export function PreOrderDialog({
  offering,
  state,
  onClose,
}: {
  offering: SpecialOfferingView;
  state: OfferingButtonState;
  onClose: () => void;
}) {
  const [, navigate] = useLocation();
  const preOrder = usePreOrder(offering.id);
  const [wanted, setWanted] = useState(1);
  // one key per attempt: a retry after a lost answer is the same request; after a refusal the
  // next try is a new one
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const max = preOrderMax(offering);
  const quantity = Math.min(wanted, max);
  const isOpen = state === 'open';

  const reserve = () =>
    preOrder.mutate(
      { quantity, idempotencyKey },
      {
        onSuccess: (order) => navigate(`/checkout?orderId=${order.id}`),
        onError: (error) => {
          if (error instanceof HttpError) setIdempotencyKey(newIdempotencyKey());
        },
      },
    );

  return (
    <ModalDialog
      title={`Pre-order ${offering.title}`}
      description={`${offering.vendorName} · ${offering.eventName}, ${formatDateTime(offering.eventDate)}`}
      onClose={onClose}
      isCloseBlocked={preOrder.isPending}
    >
      <div className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="text-sm text-muted-foreground">
              {formatMoney(offering.priceCents)} each · {offering.remainingQuantity} left
            </p>
            <p className="text-xs text-muted-foreground">
              Up to {max} for you (at most {offering.maxPerCustomer} per customer)
            </p>
          </div>
          <QuantityStepper
            name={offering.title}
            quantity={quantity}
            min={1}
            max={max}
            disabled={!isOpen || preOrder.isPending}
            onChange={(next) => setWanted(Math.min(Math.max(1, next), max))}
          />
        </div>
        <p className="flex items-baseline justify-between border-t border-border pt-3 text-lg font-bold">
          <span>Total</span>
          <span className="tabular-nums" aria-live="polite">
            {formatMoney(offering.priceCents * quantity)}
          </span>
        </p>
        <p className="flex gap-2 rounded-xl bg-muted px-3 py-2 text-sm">
          <Timer className="mt-0.5 size-4 shrink-0 text-amber-800 dark:text-accent" aria-hidden />
          <span>
            We hold it for {PRE_ORDER_HOLD_MINUTES} minutes while you pay. Unpaid by then, it goes
            back on sale.
          </span>
        </p>
        {preOrder.isError ? (
          <p
            role="alert"
            className="flex gap-2 rounded-xl border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium"
          >
            <AlertCircle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
            {errorMessage(preOrder.error, "We couldn't reserve it. Try again.")}
          </p>
        ) : !isOpen ? (
          <p role="status" className="text-sm font-semibold">
            {OFFERING_BUTTON_LABEL[state]}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <Button variant="outline" size="lg" disabled={preOrder.isPending} onClick={onClose}>
          Cancel
        </Button>
        <Button size="lg" disabled={!isOpen || preOrder.isPending} onClick={reserve}>
          {preOrder.isPending ? 'Reserving...' : 'Reserve and pay'}
        </Button>
      </DialogFooter>
    </ModalDialog>
  );
}
