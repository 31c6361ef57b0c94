import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { OrderStatus } from '../../../contract/order-status';
import { orderViewSchema, type OrderView } from '../../../contract/orders';
import { toast } from '../../components/ui/use-toast';
import { apiParsed, errorMessage, HttpError } from '../../lib/api';
import { isQueuedReply } from '../../lib/offline/queued-reply';
import { readJson, storageKey, writeJson } from '../../lib/storage';
import { useStoreVendorOrder, vendorDashboardKeys } from '../vendor-dashboard/api';
import { bumpSteps } from './kitchen-rules';

/** The last ticket bumped on this device, which Recall brings back. */
export const LAST_BUMPED_KEY = storageKey('kitchenLastBumped');

export const BUMP_FAILED = 'Could not bump this ticket. Please try again.';
export const RECALL_FAILED = 'Could not recall this ticket. Please try again.';
export const SAVED_OFFLINE = 'Saved - will sync when back online';

type Change = { orderId: number; steps: readonly OrderStatus[] };

/**
 * PATCHes /api/vendor/orders/{id} once per step (the server checks each transition); stops at
 * the first refusal. Offline, every step is queued and replayed later in the same order.
 */
async function walk({ orderId, steps }: Change, store: (order: OrderView) => void) {
  let isQueued = false;
  for (const status of steps) {
    const answer = await apiParsed(orderViewSchema, 'PATCH', `/api/vendor/orders/${orderId}`, {
      status,
    });
    if (isQueuedReply(answer)) isQueued = true;
    else store(answer);
  }
  return isQueued ? ('queued' as const) : ('done' as const);
}

/**
 * Bump (to Ready, through the statuses the transition table asks for) and recall (Ready back to
 * Preparing) of the kitchen's tickets; one change at a time. A refusal (another screen moved the
 * order first) says the server's reason and reads the board again.
 */
export function useKitchenActions() {
  const client = useQueryClient();
  const store = useStoreVendorOrder();
  const [lastBumped, setLastBumped] = useState(() =>
    readJson<number | null>(LAST_BUMPED_KEY, null),
  );
  const remember = (orderId: number | null) => {
    setLastBumped(orderId);
    writeJson(LAST_BUMPED_KEY, orderId);
  };
  const mutation = useMutation({ mutationFn: (change: Change) => walk(change, store) });

  const run = async (change: Change, failed: string) => {
    try {
      const result = await mutation.mutateAsync(change);
      if (result === 'queued') toast({ title: SAVED_OFFLINE, variant: 'success' });
      return true;
    } catch (error) {
      const isConflict = error instanceof HttpError && error.status === 409;
      toast({
        title: failed,
        description: isConflict ? errorMessage(error, failed) : undefined,
        variant: 'destructive',
      });
      void client.invalidateQueries({ queryKey: vendorDashboardKeys.orders });
      return false;
    }
  };

  const bump = async (order: Pick<OrderView, 'id' | 'status'>) => {
    if (mutation.isPending) return;
    if (await run({ orderId: order.id, steps: bumpSteps(order.status) }, BUMP_FAILED))
      remember(order.id);
  };
  const recall = async (orderId: number) => {
    if (mutation.isPending) return;
    if (await run({ orderId, steps: ['preparing'] }, RECALL_FAILED)) remember(null);
  };
  return {
    bump,
    recall,
    lastBumped,
    busyOrderId: mutation.isPending ? mutation.variables?.orderId : undefined,
  };
}
