import { Hourglass } from 'lucide-react';
import { useState } from 'react';
import type { OrderView } from '../../../contract/orders';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { useNow } from '../../hooks/use-now';
import { errorMessage } from '../../lib/api';
import { formatClockTime } from '../../lib/format';
import { useShiftHeldOrders } from './api';
import { CardItems, CardTitle } from './vendor-order-card';

// Orders paid now and held for the end of the show. They wait in their own column,
// each with the time the kitchen starts it and a countdown; once fired (by the clock, the
// customer's 'I'm leaving now' or the show ending) the order joins the kitchen's columns.

/** 'Fires in 12:05' (minutes:seconds), 'Fires in 1h 05m', or 'Firing now' once due. */
export function fireCountdownText(fireAt: string | null, now: Date): string {
  if (!fireAt) return 'Fire time not set';
  const seconds = Math.ceil((Date.parse(fireAt) - now.getTime()) / 1000);
  if (seconds <= 0) return 'Firing now';
  const minutes = Math.floor(seconds / 60);
  if (minutes >= 60)
    return `Fires in ${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
  return `Fires in ${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

function HeldOrderCard({
  order,
  now,
  onSelect,
}: {
  order: OrderView;
  now: Date;
  onSelect: (orderId: number) => void;
}) {
  return (
    <article
      aria-label={`Order #${order.id}`}
      className="relative grid content-start gap-2 rounded-xl border border-dashed border-primary/60 bg-card p-2.5 hover:border-primary"
    >
      <CardTitle order={order} onSelect={onSelect} />
      <p className="text-sm">
        Fires at{' '}
        <span className="font-semibold">{order.fireAt ? formatClockTime(order.fireAt) : '—'}</span>{' '}
        · pickup {formatClockTime(order.pickupTime)}
      </p>
      {/* a visible ticking clock; not a live region, or a screen reader would read every second */}
      <p className="flex items-center gap-1.5 text-base font-bold tabular-nums">
        <Hourglass className="size-4" aria-hidden />
        {fireCountdownText(order.fireAt, now)}
      </p>
      <CardItems order={order} />
    </article>
  );
}

const ENCORE_MINUTES = [5, 10] as const;

/** The show runs over: every held order fires later, after a confirmation. */
function EncoreButtons({ count }: { count: number }) {
  const shift = useShiftHeldOrders();
  const [minutes, setMinutes] = useState<number | null>(null);
  const orders = `${count} held ${count === 1 ? 'order' : 'orders'}`;
  return (
    <div className="grid gap-1.5 px-1">
      <p className="text-xs text-muted-foreground">Encore? Fire later:</p>
      <div className="flex gap-2">
        {ENCORE_MINUTES.map((value) => (
          <Button
            key={value}
            size="sm"
            variant="outline"
            className="flex-1"
            aria-label={`Encore: fire held orders ${value} minutes later`}
            onClick={() => setMinutes(value)}
          >
            +{value} min
          </Button>
        ))}
      </div>
      {minutes !== null ? (
        <ConfirmDialog
          title={`Fire ${orders} ${minutes} minutes later?`}
          description="For an encore: each held order starts later and its pickup time moves with it. Customers see the new time."
          confirmLabel={`Move ${minutes} minutes`}
          pendingLabel="Moving..."
          isPending={shift.isPending}
          isDestructive={false}
          onClose={() => setMinutes(null)}
          onConfirm={() =>
            shift.mutate(minutes, {
              onSuccess: ({ moved }) => {
                setMinutes(null);
                toast({
                  title: 'Held orders moved',
                  description: `${moved} held ${moved === 1 ? 'order fires' : 'orders fire'} ${minutes} minutes later.`,
                  variant: 'success',
                });
              },
              onError: (error) => {
                setMinutes(null);
                toast({
                  title: 'Could not move held orders',
                  description: errorMessage(error, 'Please try again.'),
                  variant: 'destructive',
                });
              },
            })
          }
        />
      ) : null}
    </div>
  );
}

/** The 'Held' column's cards, soonest to fire first, after the encore buttons. */
export function HeldColumn({
  orders,
  onSelect,
  className,
}: {
  orders: readonly OrderView[];
  onSelect: (orderId: number) => void;
  className: string;
}) {
  // the countdown shows seconds: this column alone ticks every second
  const now = useNow(1000);
  return (
    <>
      <EncoreButtons count={orders.length} />
      <ul className={className}>
        {orders.map((order) => (
          <li key={order.id}>
            <HeldOrderCard order={order} now={now} onSelect={onSelect} />
          </li>
        ))}
      </ul>
    </>
  );
}
