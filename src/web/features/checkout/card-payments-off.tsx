import { CreditCard } from 'lucide-react';
import { PAYMENTS_UNAVAILABLE_MESSAGE } from '../../../contract/payments';
import { useAppStatus } from '../app-status/api';

/** demo_checkout_mode is off (and there is no live provider): no card can be taken. */
export function useCardPaymentsOff(): boolean {
  return useAppStatus().data?.cardPayments === false;
}

/** Shown instead of the card form, so nobody types a card the server would refuse. */
export function CardPaymentsOffNotice() {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-xl border border-destructive/40 bg-destructive/10 px-3 py-3 text-sm"
    >
      <CreditCard className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
      <div className="grid min-w-0 gap-1">
        <p className="font-semibold">Card payments are off</p>
        <p>
          {PAYMENTS_UNAVAILABLE_MESSAGE} Your cart is kept: try again later, or use a meal ticket
          that covers the whole order.
        </p>
      </div>
    </div>
  );
}
