import type { OrderView } from '../../../contract/orders';
import { Skeleton } from '../../components/ui/skeleton';
import { useOrderTimeline } from './api';
import { formatDateTime } from './format';

const PLACED_LABEL = 'Order Placed';

/** accounts spec 2.8: 'Order Placed', then every status update the server recorded. */
export function OrderTimeline({ order }: { order: OrderView }) {
  const timeline = useOrderTimeline(order.id);
  const entries = [
    { key: 'placed', label: PLACED_LABEL, note: null as string | null, at: order.createdAt },
    ...(timeline.data ?? [])
      .filter((entry) => entry.label !== PLACED_LABEL)
      .map((entry) => ({
        key: String(entry.id),
        label: entry.label,
        note: entry.note,
        at: entry.createdAt,
      })),
  ];
  return (
    <section aria-labelledby="order-timeline-title" className="grid gap-3">
      <h3 id="order-timeline-title" className="text-sm font-semibold">
        Order timeline
      </h3>
      <ol className="grid gap-3 border-l-2 border-border pl-4">
        {entries.map((entry) => (
          <li key={entry.key} className="relative grid gap-0.5">
            <span
              aria-hidden
              className="absolute -left-[1.42rem] top-1.5 size-2.5 rounded-full bg-primary"
            />
            <span className="text-sm font-medium">{entry.label}</span>
            <time dateTime={entry.at} className="text-xs text-muted-foreground">
              {formatDateTime(entry.at)}
            </time>
            {entry.note ? (
              <span className="text-xs text-muted-foreground">{entry.note}</span>
            ) : null}
          </li>
        ))}
      </ol>
      {timeline.isPending ? <Skeleton className="h-8" /> : null}
      {timeline.isError ? (
        <p className="text-xs text-muted-foreground">
          Later updates could not be loaded.{' '}
          <button
            type="button"
            onClick={() => void timeline.refetch()}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Try again
          </button>
        </p>
      ) : null}
    </section>
  );
}
