import { useState } from 'react';
import { ORDER_PRIORITIES, ORDER_STATUSES } from '../../../contract/enums';
import { canTransition, type OrderStatus } from '../../../contract/order-status';
import { NOTE_MAX_LENGTH, type OrderPriority, type OrderView } from '../../../contract/orders';
import { Button } from '../../components/ui/button';
import { Label, NativeSelect, Textarea } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { DelayDialog } from './delay-dialog';
import { HandOverDialog } from './hand-over-dialog';
import { ReasonField } from './reason-field';
import { RefundButton } from './refund-dialog';
import { useUpdatePriority, useUpdateVendorNotes } from './api';
import { useAdvanceOrder } from './use-advance-order';
import { useBoardMoves } from './board-moves';
import { CustomerNote } from './vendor-order-card';
import { isActiveOrder } from '../orders/order-board-stats';
import { OrderTrackingModal } from '../orders/order-tracking-modal';
import { capitalize } from '../../lib/format';

/** accounts spec 2.8: priority management (vendor or admin); urgent also sets isUrgent. */
export function PriorityManagement({ order }: { order: OrderView }) {
  const [priority, setPriority] = useState<OrderPriority>(order.priority ?? 'normal');
  const mutation = useUpdatePriority(order.id);
  const change = (next: OrderPriority) => {
    const previous = priority;
    setPriority(next);
    mutation.mutate(next, {
      onSuccess: () => toast({ title: 'Priority Updated', variant: 'success' }),
      onError: () => {
        setPriority(previous);
        toast({
          title: 'Update Failed',
          description: 'Failed to update order priority.',
          variant: 'destructive',
        });
      },
    });
  };
  return (
    <section aria-labelledby="priority-title" className="grid gap-2">
      <h3 id="priority-title" className="text-sm font-semibold">
        Priority management
      </h3>
      <Label htmlFor={`priority-${order.id}`} className="sr-only">
        Priority
      </Label>
      <NativeSelect
        id={`priority-${order.id}`}
        value={priority}
        disabled={mutation.isPending}
        onChange={(event) => change(event.target.value as OrderPriority)}
      >
        {ORDER_PRIORITIES.map((value) => (
          <option key={value} value={value}>
            {capitalize(value)}
          </option>
        ))}
      </NativeSelect>
    </section>
  );
}

function transitionLabel(from: OrderStatus, to: OrderStatus): string {
  if (to === 'preparing') {
    if (from === 'ready') return 'Back to Preparing';
    return from === 'delayed' ? 'Resume Preparing' : 'Start Preparing';
  }
  const labels: Partial<Record<OrderStatus, string>> = {
    confirmed: 'Confirm',
    ready: 'Mark Ready',
    delayed: 'Mark Delayed',
    completed: 'Hand Over',
    cancelled: 'Cancel Order',
  };
  return labels[to] ?? capitalize(to);
}

const isStepBack = (from: OrderStatus, to: OrderStatus) => from === 'ready' && to === 'preparing';

/** accounts spec 2.8 and 4: only the transitions the table allows; cancelling asks why. */
export function VendorActions({ order }: { order: OrderView }) {
  const { advance, isPending } = useAdvanceOrder(order);
  const moves = useBoardMoves();
  const [handingOver, setHandingOver] = useState(false);
  const [isDelaying, setIsDelaying] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const allowed = ORDER_STATUSES.filter((to) => canTransition(order.status, to));
  if (allowed.length === 0) return null;
  return (
    <section aria-labelledby="vendor-actions-title" className="grid gap-2">
      <h3 id="vendor-actions-title" className="text-sm font-semibold">
        Vendor actions
      </h3>
      <div className="flex flex-wrap gap-2">
        {allowed
          .filter((to) => to !== 'cancelled')
          .sort((a, b) => Number(isStepBack(order.status, a)) - Number(isStepBack(order.status, b)))
          .map((to) => (
            <Button
              key={to}
              // a step back (a ready order recalled to the kitchen) never looks like the next step
              variant={isStepBack(order.status, to) ? 'outline' : 'default'}
              disabled={isPending}
              onClick={(event) => {
                // a double click's second click would take the order's next step too
                if (moves.isStrayTap(event, order.id)) return;
                if (to === 'completed') setHandingOver(true);
                else if (to === 'delayed') setIsDelaying(true);
                else void advance({ status: to });
              }}
            >
              {transitionLabel(order.status, to)}
            </Button>
          ))}
        {allowed.includes('cancelled') && !cancelling ? (
          <Button variant="outline" disabled={isPending} onClick={() => setCancelling(true)}>
            Cancel Order
          </Button>
        ) : null}
      </div>
      {cancelling ? (
        <div className="grid gap-2 rounded-xl border border-destructive/50 p-3">
          <ReasonField
            id={`cancel-reason-${order.id}`}
            label="Reason for cancelling"
            value={reason}
            onChange={setReason}
            placeholder="e.g. Sold out of buns"
          />
          <p className="text-sm">Cancel order #{order.id}? The customer is refunded.</p>
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => setCancelling(false)}>
              Keep Order
            </Button>
            <Button
              variant="destructive"
              disabled={isPending}
              onClick={() =>
                void advance({ status: 'cancelled', reason }).then((result) => {
                  if (result.ok) setCancelling(false);
                })
              }
            >
              Confirm Cancel
            </Button>
          </div>
        </div>
      ) : null}
      {handingOver ? <HandOverDialog order={order} onClose={() => setHandingOver(false)} /> : null}
      {isDelaying ? <DelayDialog order={order} onClose={() => setIsDelaying(false)} /> : null}
    </section>
  );
}

/** accounts spec 2.8: the vendor's own notes on the order (vendor only). */
export function VendorNotesBox({ order }: { order: OrderView }) {
  const [notes, setNotes] = useState(order.vendorNotes ?? '');
  const mutation = useUpdateVendorNotes(order.id);
  return (
    <section className="grid gap-2">
      <Label htmlFor={`vendor-notes-${order.id}`}>Vendor notes</Label>
      <Textarea
        id={`vendor-notes-${order.id}`}
        value={notes}
        maxLength={NOTE_MAX_LENGTH}
        onChange={(event) => setNotes(event.target.value)}
        placeholder="Only your team sees these"
      />
      <Button
        variant="secondary"
        disabled={mutation.isPending}
        onClick={() =>
          mutation.mutate(notes, {
            onSuccess: () => toast({ title: 'Notes Updated', variant: 'success' }),
            onError: () =>
              toast({
                title: 'Update Failed',
                description: 'Failed to save notes.',
                variant: 'destructive',
              }),
          })
        }
      >
        {mutation.isPending ? 'Saving...' : 'Save Notes'}
      </Button>
    </section>
  );
}

/**
 * accounts spec 2.8, 6: what the vendor gets in the tracking modal. A completed or cancelled order
 * (opened from 'Done today') is read-only apart from the team's own notes.
 */
export function VendorOrderTools({ order }: { order: OrderView }) {
  return (
    <>
      <CustomerNote order={order} />
      {isActiveOrder(order) ? (
        <PriorityManagement key={`priority-${order.id}`} order={order} />
      ) : null}
      <VendorActions key={`actions-${order.id}`} order={order} />
      <RefundButton order={order} />
      <VendorNotesBox key={`vendor-notes-${order.id}`} order={order} />
    </>
  );
}

/** accounts spec 2.8: the tracking modal as a vendor sees it. */
export function VendorOrderTrackingModal(props: {
  orderId: number;
  prepMinutes: number;
  onClose: () => void;
}) {
  return (
    <OrderTrackingModal
      {...props}
      role="vendor"
      staffTools={(order) => <VendorOrderTools order={order} />}
    />
  );
}
