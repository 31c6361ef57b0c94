import type { OrderStatus } from '../../../contract/order-status';
import { ORDER_PROGRESS, STATUS_LABELS } from '../../../contract/order-status';
import { cn } from '../../lib/cn';

// One colour per status, readable on the dark venue theme and the light one.
const STATUS_STYLES: Record<OrderStatus, { badge: string; bar: string }> = {
  pending: { badge: 'bg-accent/15 text-amber-800 dark:text-accent', bar: 'bg-accent' },
  confirmed: { badge: 'bg-sky-500/15 text-sky-700 dark:text-sky-300', bar: 'bg-sky-500' },
  preparing: {
    badge: 'bg-violet-500/15 text-violet-700 dark:text-violet-300',
    bar: 'bg-violet-500',
  },
  ready: { badge: 'bg-success/15 text-success', bar: 'bg-success' },
  completed: { badge: 'bg-muted text-muted-foreground', bar: 'bg-success' },
  cancelled: { badge: 'bg-destructive/15 text-destructive', bar: 'bg-destructive' },
  delayed: { badge: 'bg-orange-500/15 text-orange-700 dark:text-orange-300', bar: 'bg-orange-500' },
};

export function OrderStatusBadge({
  status,
  className,
}: {
  status: OrderStatus;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        STATUS_STYLES[status].badge,
        className,
      )}
    >
      <span aria-hidden className={cn('size-1.5 rounded-full', STATUS_STYLES[status].bar)} />
      {STATUS_LABELS[status]}
    </span>
  );
}

/** accounts spec 4: the progress bar percentages. */
export function OrderProgress({ status, className }: { status: OrderStatus; className?: string }) {
  const percent = ORDER_PROGRESS[status];
  return (
    <div
      role="progressbar"
      aria-label="Order progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}% · ${STATUS_LABELS[status]}`}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width] duration-500',
          STATUS_STYLES[status].bar,
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
