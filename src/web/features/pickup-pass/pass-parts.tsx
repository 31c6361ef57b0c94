import { useQuery } from '@tanstack/react-query';
import { Maximize2, WifiOff } from 'lucide-react';
import { Link } from 'wouter';
import type { OrderView } from '../../../contract/orders';
import { orderHatchPath } from '../../../contract/order-links';
import type { PickupPassResponse } from '../../../contract/pickup-pass';
import { CodeQr } from '../../components/meal-ticket-code';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { RETURN_FOCUS_ATTRIBUTE } from '../../lib/return-focus';
import { fetchPickupPass } from './api';
import { keepPass, needsFreshPass, savedPass } from './pass-store';

// What the pickup pass dialog and the hatch screen both show, from the one pass saved on the phone.

export const NO_PASS_MESSAGE =
  'This pass is not on this phone yet. Open it once with signal and it will work offline after.';

/**
 * The saved pass, else the server's (then saved); no network call when the phone has it, unless
 * `order` (when known) shows it is out of date: ready since, with a pickup code the pass lacks.
 * `canFetch` false keeps to the saved pass (the order may not be the person's, or not paid).
 */
export function usePickupPass(
  orderId: number,
  {
    order,
    canFetch = true,
  }: { order?: Pick<OrderView, 'id' | 'status' | 'pickupCode'>; canFetch?: boolean } = {},
) {
  const saved = savedPass(orderId);
  const fetched = useQuery({
    queryKey: ['/api/orders', orderId, 'pass'],
    queryFn: async ({ signal }) => {
      const pass = await fetchPickupPass(orderId, signal);
      keepPass(pass);
      return pass;
    },
    enabled: canFetch && (!saved || (order !== undefined && needsFreshPass(order))),
    retry: false,
  });
  // a fetched pass is saved before it arrives here, so the saved copy is the newest
  const pass = saved ?? fetched.data;
  return {
    pass,
    error: fetched.error,
    isLoading: !pass && fetched.isLoading,
    isFetching: fetched.isFetching,
  };
}

/** The pickup code in big letters, read out character by character. */
export function PickupCodeText({ code, className }: { code: string; className?: string }) {
  return (
    <p
      className={cn('font-mono font-black tabular-nums', className)}
      aria-label={`Pickup code ${code.split('').join(' ')}`}
    >
      {code}
    </p>
  );
}

/** The signed pass as the QR code the vendor scans; black on white whatever the theme. */
export function PassQr({ pass, size }: { pass: PickupPassResponse; size: number }) {
  return (
    <CodeQr
      value={pass.token}
      size={size}
      title={`Pickup pass for order #${pass.pass.orderNumber} as a QR code`}
      className="border-2 border-black"
    />
  );
}

/** Tells the customer the pass needs no signal. */
export function WorksOfflineBadge() {
  return (
    <p className="inline-flex items-center gap-2 rounded-full border-2 border-black px-3 py-1 text-sm font-semibold">
      <WifiOff className="size-4" aria-hidden />
      Works without signal
    </p>
  );
}

/** The key of an order's pass buttons, where focus returns from the hatch screen opened by them. */
export const passReturnKey = (orderId: number) => `pass-${orderId}`;

/** The data attribute that marks an order's pass button as the place focus returns to. */
export const passReturnMark = (orderId: number) => ({
  [RETURN_FOCUS_ATTRIBUTE]: passReturnKey(orderId),
});

/** From a ready order's pass to its full-screen hatch view. */
export function ShowAtHatchLink({ orderId }: { orderId: number }) {
  return (
    <Button asChild size="lg" className="w-full max-w-xs bg-black text-white hover:bg-black/85">
      <Link href={orderHatchPath(orderId)} state={{ returnFocus: passReturnKey(orderId) }}>
        <Maximize2 aria-hidden />
        Show at the hatch
      </Link>
    </Button>
  );
}
