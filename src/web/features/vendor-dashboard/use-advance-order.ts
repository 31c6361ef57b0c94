import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { OrderStatus } from '../../../contract/order-status';
import type { OrderView } from '../../../contract/orders';
import type { VendorOrderUpdateInput } from '../../../contract/vendor';
import { toast } from '../../components/ui/use-toast';
import type { ErrorCode } from '../../../contract/errors';
import { errorMessage, HttpError } from '../../lib/api';
import { isQueuedReply } from '../../lib/offline/queued-reply';
import { useUpdateOrderStatus, vendorDashboardKeys } from './api';

export const STATUS_UPDATE_FAILED = 'Failed to update order status. Please try again.';

/** accounts spec 2.9: the one obvious next step for each active status. */
export const NEXT_ACTIONS: Partial<
  Record<OrderStatus, readonly { to: OrderStatus; label: string }[]>
> = {
  pending: [{ to: 'confirmed', label: 'Confirm' }],
  confirmed: [{ to: 'preparing', label: 'Start Preparing' }],
  preparing: [{ to: 'ready', label: 'Mark Ready' }],
  delayed: [
    { to: 'preparing', label: 'Resume' },
    { to: 'ready', label: 'Mark Ready' },
  ],
  ready: [{ to: 'completed', label: 'Hand Over' }],
};

export type AdvanceResult = { ok: true; isQueued: boolean } | { ok: false; error: unknown };

export const HANDED_OVER_OFFLINE = 'Handed over - will sync when back online';
export const STATUS_SAVED_OFFLINE = 'Status saved - will sync when back online';

/**
 * One status change at a time per order: a second click while the first PATCH runs is ignored
 * (never double-advance). 409s show the server's message and refetch the board (accounts spec 8).
 */
export function useAdvanceOrder(order: Pick<OrderView, 'id'>, { quiet409 = false } = {}) {
  const client = useQueryClient();
  const mutation = useUpdateOrderStatus(order.id);
  const inFlight = useRef(false);
  const advance = async (body: VendorOrderUpdateInput): Promise<AdvanceResult> => {
    if (inFlight.current) return { ok: false, error: new Error('busy') };
    inFlight.current = true;
    try {
      const answer = await mutation.mutateAsync(body);
      // Queued while offline is done for now, not a failure
      if (isQueuedReply(answer)) {
        const title = body.status === 'completed' ? HANDED_OVER_OFFLINE : STATUS_SAVED_OFFLINE;
        toast({ title, variant: 'success' });
        return { ok: true, isQueued: true };
      }
      toast({ title: 'Status Updated', variant: 'success' });
      return { ok: true, isQueued: false };
    } catch (error) {
      const isConflict = error instanceof HttpError && error.status === 409;
      if (!(isConflict && quiet409)) {
        toast({
          title: 'Update Failed',
          description: isConflict
            ? errorMessage(error, STATUS_UPDATE_FAILED)
            : STATUS_UPDATE_FAILED,
          variant: 'destructive',
        });
      }
      if (isConflict) void client.invalidateQueries({ queryKey: vendorDashboardKeys.orders });
      return { ok: false, error };
    } finally {
      inFlight.current = false;
    }
  };
  return { advance, isPending: mutation.isPending };
}

/** The server's error code of a 409 ('WRONG_PICKUP_CODE', ...), if any. */
export function conflictCode(error: unknown): ErrorCode | undefined {
  if (!(error instanceof HttpError) || error.status !== 409) return undefined;
  return error.code ?? undefined;
}
