import { Hourglass } from 'lucide-react';
import { useState } from 'react';
import type { OrderView } from '../../../contract/orders';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { formatClockTime } from '../../lib/format';
import { useFireOrder } from './api';

// An order held for the end of the show. The customer sees when the kitchen starts it
// and can start it at once ('I'm leaving now'); the socket's order_update moves the view on when
// the kitchen fires it by itself.

/** 'Kitchen starts it at 10:45 PM, ready when the show ends' */
export function heldOrderText(order: Pick<OrderView, 'fireAt'>): string {
  return order.fireAt
    ? `Kitchen starts it at ${formatClockTime(order.fireAt)}, ready when the show ends`
    : 'Ready when the show ends';
}

/** 'I'm leaving now', with a confirmation, its loading state and its error. */
function LeavingNowButton({ order, className }: { order: OrderView; className?: string }) {
  const fire = useFireOrder(order.id);
  const [isAsking, setIsAsking] = useState(false);
  return (
    <>
      <Button
        size="lg"
        className={cn('w-full', className)}
        disabled={fire.isPending}
        onClick={() => {
          fire.reset();
          setIsAsking(true);
        }}
      >
        {fire.isPending ? 'Sending to the kitchen...' : "I'm leaving now"}
      </Button>
      {isAsking ? (
        <ConfirmDialog
          title="Start your order now?"
          description={
            <>
              The kitchen starts order #{order.id} now instead of waiting for the show to end, so it
              is ready in about the vendor&apos;s prep time.
            </>
          }
          confirmLabel="Start it now"
          pendingLabel="Sending..."
          isPending={fire.isPending}
          isDestructive={false}
          onClose={() => setIsAsking(false)}
          onConfirm={() =>
            fire.mutate(undefined, {
              onSuccess: () => {
                setIsAsking(false);
                toast({ title: 'Sent to the kitchen', variant: 'success' });
              },
              onError: () => setIsAsking(false),
            })
          }
        />
      ) : null}
      {fire.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(fire.error, "We couldn't reach the kitchen. Please try again.")}
        </p>
      ) : null}
    </>
  );
}

/** A held order's notice and 'I'm leaving now' (the order card and the tracking view). */
export function HeldOrderNotice({ order, className }: { order: OrderView; className?: string }) {
  if (!order.isHeld) return null;
  return (
    <section
      aria-label={`Order #${order.id} held until the show ends`}
      className={cn(
        'grid gap-2 rounded-xl border-2 border-primary/60 bg-primary/10 p-3',
        className,
      )}
    >
      <p className="flex items-start gap-2 text-sm">
        <Hourglass className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span className="grid">
          <span className="font-semibold">Held until the show ends</span>
          <span>{heldOrderText(order)}</span>
        </span>
      </p>
      <LeavingNowButton order={order} />
    </section>
  );
}
